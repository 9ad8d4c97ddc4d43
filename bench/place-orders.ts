// The benchmark lives with the server it drives (typechecked there); this is its short path.
import "../apps/server/bench/place-orders.ts";
