// A 12-megapixel picture with a phone photo's weight (4–5 MB as JPEG): a smooth scene under
// grain at three scales, so its encoders work as hard as on a real photo. Each seed gives other
// bytes, so the media library (which knows a file by its bytes) stores every one anew.
import sharp from "sharp";

export async function phonePhoto(seed = 1, width = 4000, height = 3000) {
  let state = seed >>> 0 || 1;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 4294967296;
  const grain = (w, h, amplitude) => {
    const pixels = Buffer.alloc(w * h * 3);
    for (let i = 0; i < pixels.length; i++)
      pixels[i] = 128 + Math.round((random() - 0.5) * amplitude);
    return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: "cubic" })
      .raw()
      .toBuffer();
  };
  const [scene, middle, fine] = await Promise.all([
    grain(40, 30, 250),
    grain(400, 300, 120),
    grain(width, height, 40),
  ]);
  const photo = Buffer.alloc(width * height * 3);
  for (let i = 0; i < photo.length; i++)
    photo[i] = Math.max(0, Math.min(255, scene[i] + (middle[i] - 128) + (fine[i] - 128)));
  return sharp(photo, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
