import { Component, type ReactNode } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ErrorState } from "./list-state.tsx";
import { t } from "../../lib/i18n/i18n.ts";
import { shellText } from "../../lib/i18n/messages/shell.ts";

/**
 * One part of a page that fails alone (a shelf, the banners, a product's reviews, a checkout
 * step, a staff screen's panel): should it throw while drawing (an answer it cannot read, its code
 * failing to download), "Could not load this part." and Try again take its place, and the rest of
 * the page stays. A query's own error is the part's to show (its error state with its own words);
 * this catches what would otherwise blank the whole page. The server's renderer runs no error
 * boundary (docs/decisions/017): a part that fails there leaves the page to the browser.
 */
export function SectionBoundary({ children }: { children: ReactNode }) {
  return <PartBoundary queryClient={useQueryClient()}>{children}</PartBoundary>;
}

type PartBoundaryProps = { queryClient: QueryClient; children: ReactNode };

class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // While the part was failed nothing watched its queries. Put back to their first state (data
  // dropped, nothing asked for yet), they ask the server again as the part draws afresh, instead of
  // handing it the answer it failed on; other queries nobody watches refetch when next used.
  private readonly retry = () => {
    void this.props.queryClient.resetQueries({ type: "inactive" });
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <ErrorState compact message={t(shellText.partFailed)} onRetry={this.retry} /> : this.props.children;
  }
}
