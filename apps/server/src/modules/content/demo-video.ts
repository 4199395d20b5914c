/*
 * A small, real H.264 MP4 made at seed time for the training demo (no ffmpeg on the machines, no
 * binary in the repository). Every frame is an IDR picture of I_PCM macroblocks: raw 4:2:0 samples
 * that need no transform or entropy coding, so the encoder is a bit writer. Constrained Baseline,
 * so every browser that plays MP4 plays it. The picture is a coloured bar sweeping across a
 * gradient, so seeking and progress are visible.
 */

class Bits {
  private bytes: number[] = [];
  private cur = 0;
  private n = 0;
  u(bits: number, value: number): void {
    for (let i = bits - 1; i >= 0; i--) {
      this.cur = (this.cur << 1) | ((value >>> i) & 1);
      if (++this.n === 8) { this.bytes.push(this.cur); this.cur = 0; this.n = 0; }
    }
  }
  /** Exp-Golomb ue(v). */
  ue(v: number): void {
    const x = v + 1;
    const len = 32 - Math.clz32(x);
    this.u(len - 1, 0);
    this.u(len, x);
  }
  se(v: number): void { this.ue(v > 0 ? 2 * v - 1 : -2 * v); }
  aligned(): boolean { return this.n === 0; }
  alignZero(): void { while (this.n) this.u(1, 0); }
  byte(b: number): void { this.bytes.push(b); }
  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  trailing(): Uint8Array { this.u(1, 1); this.alignZero(); return Uint8Array.from(this.bytes); }
}

/** A NAL unit: header byte, then the payload with emulation prevention (no 00 00 0x, x ≤ 3). */
function nal(header: number, rbsp: Uint8Array): Buffer {
  const out = [header];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) { out.push(3); zeros = 0; }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

function sps(mbW: number, mbH: number): Buffer {
  const b = new Bits();
  b.u(8, 66); // profile_idc: Baseline
  b.u(8, 0xc0); // constraint_set0 + set1: Constrained Baseline
  b.u(8, 30); // level 3.0
  b.ue(0); // seq_parameter_set_id
  b.ue(0); // log2_max_frame_num_minus4
  b.ue(2); // pic_order_cnt_type 2: output order = decoding order
  b.ue(1); // max_num_ref_frames
  b.u(1, 0); // gaps_in_frame_num_value_allowed_flag
  b.ue(mbW - 1);
  b.ue(mbH - 1);
  b.u(1, 1); // frame_mbs_only_flag
  b.u(1, 1); // direct_8x8_inference_flag
  b.u(1, 0); // frame_cropping_flag
  b.u(1, 0); // vui_parameters_present_flag
  return nal(0x67, b.trailing());
}

function pps(): Buffer {
  const b = new Bits();
  b.ue(0); // pic_parameter_set_id
  b.ue(0); // seq_parameter_set_id
  b.u(1, 0); // entropy_coding_mode_flag: CAVLC
  b.u(1, 0); // bottom_field_pic_order_in_frame_present_flag
  b.ue(0); // num_slice_groups_minus1
  b.ue(0); // num_ref_idx_l0_default_active_minus1
  b.ue(0); // num_ref_idx_l1_default_active_minus1
  b.u(1, 0); // weighted_pred_flag
  b.u(2, 0); // weighted_bipred_idc
  b.se(0); // pic_init_qp_minus26
  b.se(0); // pic_init_qs_minus26
  b.se(0); // chroma_qp_index_offset
  b.u(1, 1); // deblocking_filter_control_present_flag
  b.u(1, 0); // constrained_intra_pred_flag
  b.u(1, 0); // redundant_pic_cnt_present_flag
  return nal(0x68, b.trailing());
}

/** One IDR frame; `pixel(x, y)` answers [Y, Cb, Cr] in video range (16..240, never 0). */
function idrSlice(mbW: number, mbH: number, idrPicId: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const b = new Bits();
  b.ue(0); // first_mb_in_slice
  b.ue(7); // slice_type: I (all slices of the picture)
  b.ue(0); // pic_parameter_set_id
  b.u(4, 0); // frame_num (log2_max_frame_num = 4)
  b.ue(idrPicId);
  b.u(1, 0); // no_output_of_prior_pics_flag
  b.u(1, 0); // long_term_reference_flag
  b.se(0); // slice_qp_delta
  b.ue(1); // disable_deblocking_filter_idc: off (PCM needs none)
  const clamp = (v: number) => Math.max(16, Math.min(240, Math.round(v)));
  for (let my = 0; my < mbH; my++) {
    for (let mx = 0; mx < mbW; mx++) {
      b.ue(25); // mb_type I_PCM
      b.alignZero();
      for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) b.byte(clamp(pixel(mx * 16 + x, my * 16 + y)[0]));
      for (const c of [1, 2] as const) {
        for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) b.byte(clamp(pixel(mx * 16 + x * 2, my * 16 + y * 2)[c]));
      }
    }
  }
  return nal(0x65, b.trailing());
}

// ---------------------------------------------------------------------------------------------
// MP4 (ISO BMFF) boxes
// ---------------------------------------------------------------------------------------------

const u8 = (v: number) => Buffer.from([v & 0xff]);
const u16 = (v: number) => { const b = Buffer.alloc(2); b.writeUInt16BE(v & 0xffff); return b; };
const u32 = (v: number) => { const b = Buffer.alloc(4); b.writeUInt32BE(v >>> 0); return b; };
const zeros = (n: number) => Buffer.alloc(n);
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) => box(type, u8(version), u8(flags >> 16), u16(flags), ...parts);
const MATRIX = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

export interface DemoVideo {
  bytes: Buffer;
  width: number;
  height: number;
  frames: number;
  durationMs: number;
}

/** A `seconds`-long clip of `width`×`height` (multiples of 16) at `fps` frames per second. */
export function demoVideo({ width = 96, height = 64, fps = 10, seconds = 3 } = {}): DemoVideo {
  if (width % 16 || height % 16) throw new Error('width and height must be multiples of 16');
  const mbW = width / 16;
  const mbH = height / 16;
  const frames = fps * seconds;
  const spsNal = sps(mbW, mbH);
  const ppsNal = pps();
  // Samples are NAL units with a 4-byte length (avcC lengthSizeMinusOne = 3).
  const samples: Buffer[] = [];
  for (let f = 0; f < frames; f++) {
    const bar = Math.floor((f / frames) * width);
    const slice = idrSlice(mbW, mbH, f % 2, (x, y) => {
      const onBar = Math.abs(x - bar) < 8;
      // A blue-to-green gradient; the bar is orange.
      return onBar ? [170, 60, 200] : [60 + (y / height) * 100, 160 - (x / width) * 60, 90 + (x / width) * 40];
    });
    samples.push(Buffer.concat([u32(slice.length), slice]));
  }
  const timescale = 1000;
  const delta = Math.round(timescale / fps);
  const duration = delta * frames;

  const avcC = box('avcC', u8(1), u8(spsNal[1]), u8(spsNal[2]), u8(spsNal[3]), u8(0xff), u8(0xe1), u16(spsNal.length), spsNal, u8(1), u16(ppsNal.length), ppsNal);
  const compressor = zeros(32);
  const avc1 = box('avc1', zeros(6), u16(1), u16(0), u16(0), zeros(12), u16(width), u16(height), u32(0x00480000), u32(0x00480000), u32(0), u16(1),
    compressor, u16(0x0018), u16(0xffff), avcC);
  const stbl = (chunkOffset: number) => box('stbl',
    fullBox('stsd', 0, 0, u32(1), avc1),
    fullBox('stts', 0, 0, u32(1), u32(frames), u32(delta)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(frames), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(frames), ...samples.map((s) => u32(s.length))),
    fullBox('stco', 0, 0, u32(1), u32(chunkOffset)));
  const moov = (chunkOffset: number) => box('moov',
    fullBox('mvhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u32(0x00010000), u16(0x0100), zeros(10), MATRIX, zeros(24), u32(2)),
    box('trak',
      fullBox('tkhd', 0, 3, u32(0), u32(0), u32(1), u32(0), u32(duration), zeros(8), u16(0), u16(0), u16(0), u16(0), MATRIX, u32(width << 16), u32(height << 16)),
      box('mdia',
        fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
        fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide', 'latin1'), zeros(12), Buffer.from('VideoHandler\0', 'latin1')),
        box('minf',
          fullBox('vmhd', 0, 1, zeros(8)),
          box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
          stbl(chunkOffset)))));
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'latin1'));
  // moov first (playback starts before the whole file is read); its size does not depend on the offset.
  const offset = ftyp.length + moov(0).length + 8;
  const mdat = box('mdat', ...samples);
  return { bytes: Buffer.concat([ftyp, moov(offset), mdat]), width, height, frames, durationMs: duration };
}
