/** What the native camera may answer: a data URL of the photo and, when the app ran OCR, its fields. */
export interface CameraPhoto {
  dataUrl: string;
  ocr?: { name?: string; certId?: string; authority?: string; validity?: string };
}

/** Reads the camera's answer defensively (the bridge is another team's code); null when unusable. */
export function parseCameraResult(result: unknown): { photo: CameraPhoto; type: string; size: number } | null {
  if (!result || typeof result !== 'object') return null;
  const r = result as { dataUrl?: unknown; image?: unknown; ocr?: unknown };
  const dataUrl = typeof r.dataUrl === 'string' ? r.dataUrl : typeof r.image === 'string' ? r.image : null;
  const match = dataUrl && /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]*)$/.exec(dataUrl);
  if (!match) return null;
  const base64 = match[2];
  const size = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  const ocr = r.ocr && typeof r.ocr === 'object' ? (r.ocr as CameraPhoto['ocr']) : undefined;
  return { photo: { dataUrl: dataUrl as string, ocr }, type: match[1], size };
}
