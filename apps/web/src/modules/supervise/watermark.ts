/**
 * Draws a visible watermark (time to the second, photographer, project / place) on a photo before
 * it is uploaded, so the stored file itself carries it (domain §8: photo capture). The photo is
 * scaled down to at most `maxSide` pixels on its long side and saved as JPEG.
 */
export interface WatermarkText { time: string; user: string; place?: string }

async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = 'async';
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('图片无法读取'));
      img.src = url;
    });
    return img;
  } finally {
    // The decoded image stays usable after the URL is released.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export async function watermarkPhoto(file: File, text: WatermarkText, maxSide = 1920): Promise<File> {
  const img = await loadImage(file);
  const scale = Math.min(1, maxSide / Math.max(img.naturalWidth, img.naturalHeight));
  const w = Math.max(1, Math.round(img.naturalWidth * scale));
  const h = Math.max(1, Math.round(img.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('浏览器不支持图片处理');
  g.drawImage(img, 0, 0, w, h);
  const lines = [`${text.time}  ${text.user}`, text.place].filter((l): l is string => !!l);
  const size = Math.max(14, Math.round(Math.min(w, h) / 22));
  const pad = Math.round(size * 0.6);
  const band = lines.length * size * 1.35 + pad * 2;
  g.fillStyle = 'rgba(0, 0, 0, 0.45)';
  g.fillRect(0, h - band, w, band);
  g.font = `${size}px "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif`;
  g.fillStyle = '#ffffff';
  g.textBaseline = 'top';
  lines.forEach((line, i) => g.fillText(line, pad, h - band + pad + i * size * 1.35, w - pad * 2));
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
  if (!blob) throw new Error('图片处理失败');
  const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${base}-水印.jpg`, { type: 'image/jpeg' });
}
