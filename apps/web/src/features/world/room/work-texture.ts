/**
 * The picture a work shows on the wall. Pictures (SVG or raster, from the asset cache) are drawn
 * onto a canvas of at most 1024 px a side, which bounds texture memory whatever was uploaded and
 * lets SVG work where createImageBitmap refuses it; a clip shows its poster with a play mark; a
 * text work is set on paper with its title and the start of its story.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import type { ExhibitWork } from '@culture/protocol';
import { cachedBlob } from '../logic/asset-cache';

const MAX_SIDE = 1024;

async function loadImage(url: string, signal?: AbortSignal): Promise<HTMLImageElement> {
  const blob = await cachedBlob(url, signal);
  const objectUrl = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = objectUrl;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  return [canvas, canvas.getContext('2d')!];
}

function playMark(ctx: CanvasRenderingContext2D, w: number, h: number) {
  const r = Math.min(w, h) * 0.12;
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.moveTo(w / 2 - r * 0.35, h / 2 - r * 0.5);
  ctx.lineTo(w / 2 + r * 0.55, h / 2);
  ctx.lineTo(w / 2 - r * 0.35, h / 2 + r * 0.5);
  ctx.closePath();
  ctx.fill();
}

/** Wraps `text` into lines of at most `width` pixels (by character: Chinese has no spaces). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (char === '\n' || ctx.measureText(line + char).width > width) {
      lines.push(line.trimEnd());
      line = char === '\n' ? '' : char.trimStart();
      if (lines.length === maxLines) break;
    } else line += char;
  }
  if (lines.length < maxLines && line) lines.push(line);
  if (lines.length === maxLines) lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, -1)}…`;
  return lines;
}

function textCard(work: ExhibitWork, aspect: number): HTMLCanvasElement {
  const [canvas, ctx] = canvasOf(MAX_SIDE * Math.min(1, aspect), MAX_SIDE * Math.min(1, 1 / aspect));
  const { width: w, height: h } = canvas;
  const font = getComputedStyle(document.documentElement).fontFamily || 'sans-serif';
  ctx.fillStyle = '#f6efe1';
  ctx.fillRect(0, 0, w, h);
  ctx.strokeStyle = '#c9a45c';
  ctx.lineWidth = w * 0.012;
  ctx.strokeRect(w * 0.04, h * 0.04, w * 0.92, h * 0.92);
  const pad = w * 0.1;
  ctx.fillStyle = '#1d2b2a';
  ctx.font = `700 ${Math.round(w * 0.075)}px ${font}`;
  const titleLines = wrap(ctx, work.title, w - pad * 2, 2);
  let y = h * 0.12 + w * 0.075;
  for (const line of titleLines) {
    ctx.fillText(line, pad, y);
    y += w * 0.095;
  }
  ctx.fillStyle = '#5a6867';
  ctx.font = `${Math.round(w * 0.045)}px ${font}`;
  y += w * 0.03;
  const room = Math.max(1, Math.floor((h * 0.9 - y) / (w * 0.065)));
  for (const line of wrap(ctx, work.body, w - pad * 2, room)) {
    ctx.fillText(line, pad, y);
    y += w * 0.065;
  }
  return canvas;
}

export interface WorkPicture {
  texture: CanvasTexture;
  /** Width over height of the picture. */
  aspect: number;
}

/** The wall picture of `work`, for a slot of `slotAspect` (width over height). */
export async function loadWorkPicture(work: ExhibitWork, slotAspect: number, signal?: AbortSignal): Promise<WorkPicture> {
  let canvas: HTMLCanvasElement;
  if (work.image) {
    const image = await loadImage(work.image, signal);
    const width = image.naturalWidth || 1024;
    const height = image.naturalHeight || 1024;
    const [c, ctx] = canvasOf(width, height);
    ctx.drawImage(image, 0, 0, c.width, c.height);
    if (work.kind === 'video') playMark(ctx, c.width, c.height);
    canvas = c;
  } else {
    canvas = textCard(work, slotAspect);
    if (work.kind === 'video') playMark(canvas.getContext('2d')!, canvas.width, canvas.height);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return { texture, aspect: canvas.width / canvas.height };
}
