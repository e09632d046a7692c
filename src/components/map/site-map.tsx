/**
 * The real map (loaded by lazy-site-map.tsx): MapLibre GL JS used directly. Places are HTML markers
 * (links when they go somewhere, Tab stops in order), the route and the device's position are layers of
 * the style (map-style.ts), the basemap is a PMTiles archive on this site (src/config/basemap-config.ts).
 * The page lists the places as text; the map is an extra, so its canvas is hidden from screen readers.
 */
import { createElement, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl, type GeoJSONSource } from 'maplibre-gl';
import { readBasemapSettings } from '@/config/basemap-config';
import { KEEP_MAP_CODE_MESSAGE } from '@/lib/map-files';
import { prepareMapRuntime } from './map-runtime';
import {
  buildMapStyle,
  type ColourScheme,
  initialView,
  POSITION_SOURCE,
  positionData,
  ROUTE_SOURCE,
  routeData,
} from './map-style';
import type { MapPoint, SiteMapProps } from './map-types';
import { markerSize, spreadMarkers } from './marker-layout';

const BASEMAP = readBasemapSettings(import.meta.env);

/** MapLibre's words, in British English and plain terms. */
const MAP_LOCALE = {
  'NavigationControl.ZoomIn': 'Zoom in',
  'NavigationControl.ZoomOut': 'Zoom out',
  'NavigationControl.ResetBearing': 'Point north',
  'AttributionControl.ToggleAttribution': 'Show or hide map credits',
  'Map.Title': 'Map',
};

// Room for a marker's whole circle inside the edges, clear of the zoom buttons (top right) and the
// credit line (bottom).
const FIT_PADDING = { top: 40, right: 64, bottom: 44, left: 36 };

/**
 * The page's colour scheme, as the app marks it on <html> (app-providers.tsx). Read from the attribute
 * rather than Mantine's hook, so the map's chunk shares no Mantine code with the first page load.
 */
function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-mantine-color-scheme'] });
  return () => observer.disconnect();
}
const readScheme = (): ColourScheme =>
  document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';
const useColourScheme = (): ColourScheme => useSyncExternalStore(subscribeToScheme, readScheme, () => 'light');

/** A marker's element: a link when it goes somewhere, otherwise a plain labelled shape. */
function markerElement(point: MapPoint, go: (href: string) => void): HTMLElement {
  const element = document.createElement(point.href ? 'a' : 'div');
  element.className = 'site-map-marker';
  element.setAttribute('aria-label', point.label);
  element.title = point.label;
  if (point.number !== undefined) element.textContent = String(point.number);
  else element.dataset.plain = '';
  if (point.current) element.dataset.current = '';
  if (point.visited) element.dataset.visited = '';
  if (point.href && element instanceof HTMLAnchorElement) {
    const href = point.href;
    element.href = href;
    element.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(href);
    });
  } else {
    element.setAttribute('role', 'img');
  }
  return element;
}

/** The canvas is hidden from screen readers; the keyboard moves the map through its container. */
function adjustAccessibility(map: MapLibreMap, label: string): void {
  const canvas = map.getCanvas();
  canvas.removeAttribute('role');
  canvas.removeAttribute('aria-label');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.tabIndex = -1;
  const container = map.getCanvasContainer();
  container.tabIndex = 0;
  container.setAttribute('role', 'group');
  container.setAttribute('aria-label', `${label}: arrow keys move the map, plus and minus zoom`);
}

export default function SiteMap({
  label,
  points,
  route = false,
  position = null,
  onPick,
  height = 360,
  compact = false,
}: SiteMapProps) {
  const scheme = useColourScheme();
  const navigate = useNavigate();
  const [holder, setHolder] = useState<HTMLDivElement | null>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [asleep, setAsleep] = useState(compact);
  const latest = useRef({ points, route, position, scheme, onPick, navigate });
  useEffect(() => {
    latest.current = { points, route, position, scheme, onPick, navigate };
  });

  // The map itself: made once, removed with the component.
  useEffect(() => {
    const element = holder;
    if (!element) return;
    prepareMapRuntime();
    const now = latest.current;
    const view = initialView(now.points);
    const created = new MapLibreMap({
      container: element,
      style: buildMapStyle({
        basemap: BASEMAP,
        scheme: now.scheme,
        base: window.location.href,
        points: now.points,
        route: now.route,
        position: now.position,
      }),
      attributionControl: false,
      locale: MAP_LOCALE,
      ...(view.kind === 'point' ? { center: view.center, zoom: view.zoom } : {}),
      ...(view.kind === 'bounds'
        ? { bounds: view.bounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: 17 } }
        : {}),
      ...(view.kind === 'none' ? { center: [-2.5253, 51.6096] as [number, number], zoom: 14 } : {}),
      maxZoom: 19,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      cooperativeGestures: false,
    });
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.addControl(new AttributionControl({ compact: false }), 'bottom-right');
    adjustAccessibility(created, latest.current.points.length > 0 ? 'Places on the map' : 'The map');
    created.on('click', (event) => {
      // A click on a marker is the marker's (it goes to its place), not a picked position.
      const target = event.originalEvent.target;
      if (target instanceof Element && target.closest('.site-map-marker')) return;
      latest.current.onPick?.({ lat: event.lngLat.lat, lng: event.lngLat.lng });
    });
    created.once('idle', () => {
      setDrawn(true);
      // The service worker keeps the map's code, even if this page loaded it before the worker took over.
      void navigator.serviceWorker?.ready.then((registration) =>
        registration.active?.postMessage({ type: KEEP_MAP_CODE_MESSAGE }),
      );
    });
    // An unreachable basemap must not leave an error on the page: the places and route still draw.
    created.on('error', (event) => console.warn('The map could not load part of its data', event.error));
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [holder]);

  // A compact map stays still (no scroll-zoom, no dragging) until it is clicked or focused.
  useEffect(() => {
    if (!map) return;
    const element = holder;
    const sleep = compact && asleep;
    if (sleep) {
      map.scrollZoom.disable();
      map.dragPan.disable();
    } else {
      map.scrollZoom.enable();
      map.dragPan.enable();
    }
    if (!compact || !element) return;
    const wake = () => setAsleep(false);
    const maybeSleep = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !element.contains(event.relatedTarget)) setAsleep(true);
    };
    element.addEventListener('pointerdown', wake);
    element.addEventListener('focusin', wake);
    element.addEventListener('focusout', maybeSleep);
    return () => {
      element.removeEventListener('pointerdown', wake);
      element.removeEventListener('focusin', wake);
      element.removeEventListener('focusout', maybeSleep);
    };
  }, [map, holder, compact, asleep]);

  // The colour scheme: a new style (the markers are HTML and stay).
  const firstScheme = useRef(scheme);
  useEffect(() => {
    if (!map || firstScheme.current === scheme) return;
    firstScheme.current = scheme;
    const now = latest.current;
    map.setStyle(
      buildMapStyle({
        basemap: BASEMAP,
        scheme,
        base: window.location.href,
        points: now.points,
        route: now.route,
        position: now.position,
      }),
    );
  }, [map, scheme]);

  // The route and the device's position follow their props.
  useEffect(() => {
    if (!map) return;
    const update = () => {
      map.getSource<GeoJSONSource>(ROUTE_SOURCE)?.setData(routeData(points, route));
      map.getSource<GeoJSONSource>(POSITION_SOURCE)?.setData(positionData(position));
    };
    if (map.isStyleLoaded()) update();
    else map.once('styledata', update);
  }, [map, points, route, position]);

  // The markers, in the points' order (so Tab goes through them in that order), pushed apart where
  // they would overlap so each stays a whole target (marker-layout.ts).
  useEffect(() => {
    if (!map) return;
    const go = (href: string) => void latest.current.navigate(href);
    const markers = points.map((point) =>
      new Marker({ element: markerElement(point, go), anchor: 'center' }).setLngLat([point.lng, point.lat]).addTo(map),
    );
    const layout = () => {
      const boxes = points.map((point) => ({ ...map.project([point.lng, point.lat]), size: markerSize(point) }));
      spreadMarkers(boxes).forEach((offset, index) => markers[index]?.setOffset(offset));
    };
    layout();
    map.on('zoom', layout);
    map.on('resize', layout);
    return () => {
      map.off('zoom', layout);
      map.off('resize', layout);
      markers.forEach((marker) => marker.remove());
    };
  }, [map, points]);

  // The view follows a changed set of points (not their flags).
  const pointsKey = points.map(({ id, lat, lng }) => `${id}:${lat},${lng}`).join('|');
  const firstKey = useRef(pointsKey);
  useEffect(() => {
    if (!map || firstKey.current === pointsKey) return;
    firstKey.current = pointsKey;
    const view = initialView(latest.current.points);
    if (view.kind === 'bounds') map.fitBounds(view.bounds, { padding: FIT_PADDING, maxZoom: 17, duration: 0 });
    if (view.kind === 'point') map.jumpTo({ center: view.center, zoom: view.zoom });
  }, [map, pointsKey]);

  // Elements without JSX: the JSX runtime would be split out of the first page's chunk to share it here.
  const hint =
    compact && asleep && map
      ? createElement('div', { className: 'site-map-hint', 'aria-hidden': 'true' }, 'Tap or select the map to move it')
      : null;
  return createElement(
    'div',
    {
      className: 'site-map',
      role: 'region',
      'aria-label': label,
      style: { height },
      'data-picking': onPick ? '' : undefined,
      'data-map-drawn': drawn ? 'true' : undefined,
    },
    createElement('div', { ref: setHolder, style: { position: 'absolute', inset: 0 } }),
    hint,
  );
}
