/**
 * An animated image (a GIF demo) with a Pause / Play button: an animation that runs forever
 * must be stoppable (WCAG 2.2.2). Paused, the current frame is drawn on a canvas shown in the
 * image's place. People who ask their system for reduced motion get it paused from the start.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";

export function isAnimatedImage(filename: string): boolean {
  return /\.(gif|apng)$/i.test(filename);
}

export function AnimatedImage({ src, alt }: { src: string; alt: string }) {
  const [paused, setPaused] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const still = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);

  useLayoutEffect(() => {
    const img = image.current;
    const canvas = still.current;
    if (!paused || !img || !canvas) return undefined;
    const draw = () => {
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext("2d")?.drawImage(img, 0, 0);
    };
    if (img.complete && img.naturalWidth > 0) draw();
    else img.addEventListener("load", draw, { once: true });
    return () => img.removeEventListener("load", draw);
  }, [paused]);

  return (
    <div className="animated-image">
      <img ref={image} src={src} alt={alt} hidden={paused} />
      <canvas ref={still} role="img" aria-label={alt} hidden={!paused} />
      <button type="button" className="button button-secondary button-small" onClick={() => setPaused((p) => !p)}>
        {paused ? "Play animation" : "Pause animation"}
      </button>
    </div>
  );
}
