/**
 * MapLibre set up once for this app: its worker is a file of the build (the map stays blank without it),
 * and `pmtiles://` addresses read the basemap archive from this site with range requests. Loaded only by
 * the map's own chunk (site-map.tsx), never with the first page.
 */
import { addProtocol, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline';
import siteMapCss from './site-map.css?inline';

let ready = false;

export function prepareMapRuntime(): void {
  if (ready) return;
  ready = true;
  setWorkerUrl(workerUrl);
  addProtocol('pmtiles', new Protocol().tile);
  // The map's styles come with its code (the app's one stylesheet stays as it was).
  const style = document.createElement('style');
  style.dataset.map = '';
  style.textContent = `${maplibreCss}\n${siteMapCss}`;
  document.head.append(style);
}
