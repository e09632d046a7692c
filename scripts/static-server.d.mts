import type { Server } from 'node:http';

export function startStaticServer(root: string, port: number, host?: string): Promise<Server>;
