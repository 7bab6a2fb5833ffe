import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScenarioPreset } from './ScenarioPreset';
import { badPreset } from './ScenarioError';
import { validatePreset } from './validatePreset';

/** The presets shipped in the repository. */
export const DEFAULT_PRESETS_DIR = path.resolve(__dirname, '../presets');

function loadFile(file: string): ScenarioPreset {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw badPreset(`${file}: is not readable JSON (${(error as Error).message})`);
  }
  let preset: ScenarioPreset;
  try {
    preset = validatePreset(parsed);
  } catch (error) {
    throw badPreset(`${file}: ${(error as Error).message}`);
  }
  // The file name is what people look for in the folder and in the console, so it must agree.
  const expected = path.basename(file, '.json');
  if (preset.name !== expected) {
    throw badPreset(`${file}: name "${preset.name}" must match the file name "${expected}"`);
  }
  return preset;
}

/**
 * Every `*.json` in the folder, sorted by name. The lab refuses to start on a bad file rather
 * than serve half of them, and the error names the file and the field.
 */
export function loadPresets(dir: string = DEFAULT_PRESETS_DIR): ScenarioPreset[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return files.map((file) => loadFile(path.join(dir, file)));
}
