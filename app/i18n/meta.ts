import type { MetaDescriptor } from "react-router";

export interface PageMeta {
  title: string;
  description: string;
}

/** Every page sets its own title and description (product rules §2: each navigation resets them). */
export function metaTags(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
  ];
}

/** A page only its owner sees (a booking step, the cart): its own title and description, never indexed. */
export function privateMetaTags(meta: PageMeta | undefined): MetaDescriptor[] {
  return [...metaTags(meta), { name: "robots", content: "noindex" }];
}
