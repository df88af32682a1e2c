import { detectImageType } from './image-type.js';

const bytes = (...b: (number | string)[]) =>
  Buffer.concat(b.map((x) => (typeof x === 'string' ? Buffer.from(x, 'latin1') : Buffer.from([x]))));

describe('image type by magic bytes', () => {
  it('recognises JPEG, PNG and WEBP', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('png');
    expect(detectImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it.each([
    ['GIF', bytes('GIF89a', 1, 0, 1, 0, 0, 0)],
    ['text', bytes('hello, this is not an image')],
    ['a RIFF that is not WEBP', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['BMP', bytes('BM', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)],
  ])('refuses %s', (_name, head) => {
    expect(detectImageType(head)).toBeNull();
  });
});
