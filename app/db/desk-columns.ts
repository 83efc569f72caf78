import { text } from "drizzle-orm/sqlite-core";

/**
 * What the content desk keeps on each page it edits (decision 026): the staff member who last published or took it
 * off the site (the content seed then leaves the row alone), and when it was taken off (it is not shown while set).
 */
export const deskColumns = {
  editedBy: text("edited_by"),
  unpublishedAt: text("unpublished_at"),
};

/** The desk columns' values when a staff member publishes a page (`on`) or takes it off the site, at `now`. */
export const deskVisibility = (on: boolean, by: string, now: Date) => ({
  editedBy: by,
  updatedAt: now.toISOString(),
  unpublishedAt: on ? null : now.toISOString(),
});
