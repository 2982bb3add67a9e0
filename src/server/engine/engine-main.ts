// Entry of the engine child's bundle (engine-bundle.ts, ADR 019): the engine's modules only, no HTTP
// server, no database driver. The arguments (`--role engine --para …`) are there for `ps`, not read.
import { runEngineChild } from './engine-child';

runEngineChild();
