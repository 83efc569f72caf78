/** The JSON API answers unknown paths with JSON, never with a page. */
export function loader() {
  return Response.json({ code: "not_found", message: "Not found" }, { status: 404 });
}

export const action = loader;
