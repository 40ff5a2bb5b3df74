/**
 * Ultralytics YOLO: the version comes from a `yolov<N>` / `yolo<N>` tag. YOLOv10 checkpoints
 * on the hub load with `YOLOv10.from_pretrained`; other versions load their `.pt` file with
 * the generic `YOLO` class. Without a version tag the snippet keeps a `YOLOvXX` placeholder
 * and says so, since only the author knows which release trained the model.
 */
import type { LibraryPlugin } from "./types.js";

export const ultralytics: LibraryPlugin = {
  name: "ultralytics",
  context(model) {
    const version = model.tags.map((t) => /^yolov?(\d+)$/i.exec(t)?.[1]).find((v) => v !== undefined) ?? "";
    const found = model.files.find((f) => f.endsWith(".pt"));
    return {
      version,
      // Without a file list the name is a guess, and the snippet says so.
      checkpointGuessed: found === undefined,
      hubMixin: version === "10" || version === "",
      checkpoint: found ?? "model.pt",
      code: { className: version === "" ? "YOLOvXX" : version === "10" ? "YOLOv10" : "YOLO" },
    };
  },
};
