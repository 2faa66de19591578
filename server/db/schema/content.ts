import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** docs/product.md §2 "Page head metadata": one row per path; a path without a row gets the defaults. */
export const pageMetadata = pgTable("page_metadata", {
  path: text("path").primaryKey(),
  title: text("title").notNull(),
  description: text("description"),
  keywords: text("keywords"),
  image: text("image"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PageMetadataRow = typeof pageMetadata.$inferSelect;

export type CmsBannerDataItem = {
  title: string;
  description: string;
  isprimary: boolean;
  primarylabel: string;
  primarylink: string;
  issecondary: boolean;
  secondarylabel: string;
  secondarylink: string;
};

export type CmsBannerMediaItem = { order: number; original_url: string };

/** Named CMS banners (docs/product.md §3 "CMS banner"), e.g. 'travel advisors page' or 'home'. */
export const cmsBanners = pgTable("cms_banners", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  data: jsonb("data").$type<CmsBannerDataItem[]>().notNull().default([]),
  media: jsonb("media").$type<CmsBannerMediaItem[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type CmsBannerRow = typeof cmsBanners.$inferSelect;

/** Messages sent from /contacts; kept even when e-mail to the operator is delayed. */
export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set once the operator's copy has been handed to the mail server. */
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
