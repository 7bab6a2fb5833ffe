import type { PrintTemplate } from '../types';
import { wire, wireOf } from './wire';

/** A template names itself per locale, or with one text for both. */
export function parseTemplate(raw: unknown): PrintTemplate | null {
  const template = wireOf(raw);
  const id = wire.id(template, 'id');
  if (!id) return null;
  const plain = wire.text(template, 'name');
  const names = wireOf(template.name);
  const zh = wire.text(names, 'zh-CN') || plain || id;
  return { id, name: { 'zh-CN': zh, 'en-US': wire.text(names, 'en-US') || plain || zh } };
}
