import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadPage } from "./app.js";
import "./styles/app.css";

function render(): void {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The opened page's module first, so the first paint is the page and not "Loading…". A failed
// download still renders: the page's error boundary then says what went wrong.
preloadPage(window.location.pathname).then(render, render);
