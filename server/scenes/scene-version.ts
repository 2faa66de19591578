/**
 * The version of the drawing. Bump it with any change under server/scenes that draws a picture
 * differently, and with a change of the rasters' encoding (rasterize-scene.ts): the pictures'
 * addresses carry it (server/domain/media/scene-urls.ts, `?v=`), and browsers, CDNs and the page
 * cache keep a versioned picture for a year, so only a new version makes them fetch the new one.
 */
export const SCENE_VERSION = "1";
