/** Demo media: every file a demo names exists, is a well-formed PNG/WAV/GIF, and is reproducible. */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { demoMedia, listTasks, taskMediaPath } from "../../engine/index.js";
import { DEMO_MEDIA } from "../../scripts/make-demo-media.js";
import { ROOT } from "./reference.js";

const used = listTasks().flatMap(demoMedia);

function header(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    // The first chunk must be IHDR with sane dimensions.
    const ok = bytes.toString("ascii", 12, 16) === "IHDR" && bytes.readUInt32BE(16) > 0 && bytes.readUInt32BE(20) > 0;
    return ok && bytes.toString("ascii", bytes.length - 8, bytes.length - 4) === "IEND" ? "png" : "bad png";
  }
  if (bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WAVE") {
    const ok = bytes.readUInt32LE(4) === bytes.length - 8 && bytes.readUInt16LE(20) === 1 && bytes.readUInt32LE(40) === bytes.length - 44;
    return ok ? "wav" : "bad wav";
  }
  if (bytes.toString("ascii", 0, 6) === "GIF89a") return bytes[bytes.length - 1] === 0x3b ? "gif" : "bad gif";
  return "unknown";
}

describe("demo media", () => {
  it("uses media in most demos", () => {
    expect(used.length).toBeGreaterThan(40);
    expect(taskMediaPath("image-classification", "cat.png")).toBe("tasks/image-classification/media/cat.png");
  });

  it.each(used.map((m) => [m.path, m] as const))("%s exists, is valid and small", (file, media) => {
    const full = path.join(ROOT, file);
    expect(fs.existsSync(full)).toBe(true);
    const bytes = fs.readFileSync(full);
    const format = header(bytes);
    expect(media.kind === "audio" ? ["wav"] : ["png", "gif"]).toContain(format);
    expect(path.extname(file).slice(1)).toBe(format);
    expect(bytes.length).toBeLessThan(60_000);
  });

  it("ships no file that no demo uses", () => {
    const onDisk = fg.sync("tasks/*/media/*", { cwd: ROOT }).sort();
    expect(onDisk).toEqual([...new Set(used.map((m) => m.path))].sort());
  });

  it("matches what scripts/make-demo-media.ts makes, byte for byte", () => {
    const made = Object.entries(DEMO_MEDIA).flatMap(([task, files]) => Object.keys(files).map((f) => taskMediaPath(task, f)));
    expect(made.sort()).toEqual(fg.sync("tasks/*/media/*", { cwd: ROOT }).sort());
    for (const [task, files] of Object.entries(DEMO_MEDIA)) {
      for (const [name, make] of Object.entries(files)) {
        expect(make().equals(fs.readFileSync(path.join(ROOT, taskMediaPath(task, name)))), `${task}/${name}`).toBe(true);
      }
    }
  });
});
