export const DEMO_BASEMAP_PATH: string;
export const MIN_ZOOM: number;
export const MAX_ZOOM: number;
export interface Position {
  lat: number;
  lng: number;
}
export function seedPositions(seed?: unknown): { stops: Position[]; places: Position[] };
export function convexHull(points: [number, number][]): [number, number][];
export function townOutline(points: Position[], metres?: number): [number, number][];
export function makeDemoBasemap(positions?: { stops: Position[]; places: Position[] }): Uint8Array;
