import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contractDocsOnServerOnly } from "./vite-plugins/contract-docs";
import { preactInTheBrowser } from "./vite-plugins/preact-in-the-browser";

export default defineConfig({
  plugins: [preactInTheBrowser(), reactRouter(), contractDocsOnServerOnly()],
  build: {
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (about 21 KB brotli). It no longer blocks the first paint:
    // each page inlines the rules its HTML uses and loads the stylesheet after (decision 057).
    // Its rules' order follows the chunks, and it decides some cascade ties: see decision 057
    // before changing how the JavaScript is split.
    cssCodeSplit: false,
  },
});
