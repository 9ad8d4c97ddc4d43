import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { RootLayout } from "./components/layout/root-layout.tsx";
import { HomePage } from "./pages/home-page.tsx";
import { RouteErrorPage } from "./pages/route-error-page.tsx";
import { SignupPage } from "./pages/signup-page.tsx";

// Only the home page ships in the first download; every other page is its own chunk.
const MyAccountPage = lazy(() => import("./pages/my-account-page.tsx"));
const NotFoundPage = lazy(() => import("./pages/not-found-page.tsx"));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that fails renders its error inside the layout, keeping header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "signup", element: <SignupPage /> },
          { path: "myaccount", element: <MyAccountPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
