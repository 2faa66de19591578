/** What the content section's banner changes say, shared by the API and the console. */
export const bannerMessages = {
  created: (name: string) => `The banner "${name}" is created. Add its slides.`,
  deleted: (name: string) => `The banner "${name}" is deleted.`,
  slideSaved: "The slide is saved.",
  slideMoved: "The slide is moved.",
  slideRemoved: "The slide is removed.",
} as const;

export const addBannerSlideMessage = "The slide is added.";
