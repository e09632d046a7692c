import { assembleDefinition } from '@/collections/assemble-definition';
import { trailManifest } from './trail-manifest';
import { trailModel } from './trail-model';

/** The trail as the engine's hooks and reads need it: the model alone, no views or editor. */
export const trailDefinition = assembleDefinition(trailManifest, trailModel, {});
