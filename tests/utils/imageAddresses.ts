/** Image addresses that must never reach a post's or a doctor's `src`/`srcset` (firestore.rules validImageAddress). */
export const HOSTILE_IMAGE_ADDRESSES = [
  'https://evil.example/pixel.gif',
  '//evil.example/x.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  '/images/a b.png',
  '/images/a.png 2x, https://evil.example/x.png',
  '/images/"onerror="alert(1)',
  'https://firebasestorage.googleapis.com/v0/b/x/o/private%2Fa.webp?alt=media',
  'https://firebasestorage.googleapis.com.evil.example/v0/b/x/o/blog-images%2Fa.webp?alt=media',
];
