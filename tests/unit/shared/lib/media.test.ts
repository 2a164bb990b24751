import { describe, expect, it } from 'vitest';
import { mediaKind } from '@shared/lib/media';

describe('mediaKind', () => {
  it('reads the top-level type', () => {
    expect(mediaKind('image/png')).toBe('image');
    expect(mediaKind('image/svg+xml')).toBe('image');
    expect(mediaKind('video/mp4')).toBe('video');
    expect(mediaKind('audio/mpeg')).toBe('audio');
  });

  it('knows documents', () => {
    expect(mediaKind('application/pdf')).toBe('document');
    expect(mediaKind('text/plain')).toBe('document');
    expect(mediaKind('application/msword')).toBe('document');
  });

  it('ignores case and parameters', () => {
    expect(mediaKind('IMAGE/GIF')).toBe('image');
    expect(mediaKind(' text/html; charset=utf-8')).toBe('document');
  });

  it('is none for null, empty and unknown', () => {
    expect(mediaKind(null)).toBe('none');
    expect(mediaKind(undefined)).toBe('none');
    expect(mediaKind('')).toBe('none');
    expect(mediaKind('application/json')).toBe('none');
    expect(mediaKind('model/gltf-binary')).toBe('none');
    expect(mediaKind('image')).toBe('none');
  });
});
