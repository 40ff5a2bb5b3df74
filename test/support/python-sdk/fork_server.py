"""Start-up server for the python SDK runs (./fork-runner.ts), run by the venv's python.

Importing openai takes about 1 s of CPU and huggingface_hub about 0.5 s, at every run of a
snippet, and the suite runs a few hundred. This process imports them once (with
./sitecustomize.py's redirection installed) and forks a child per snippet. The child takes the
run's folder, environment and output files as its own and runs the snippet as a script, as
`python snippet.py` would; the snippet text is not touched.

Requests arrive on stdin as JSON lines {id, file, cwd, env, out, err, timeout}; each finished run is
reported on stdout as {id, code}. Runs go on side by side: the next request is read while
earlier children still run.
"""
import json
import os
import runpy
import selectors
import signal
import sys
import time
import traceback

import sitecustomize  # noqa: F401  (loaded at start-up from PYTHONPATH; its SERVER is set per run)
import huggingface_hub  # noqa: F401
import openai  # noqa: F401
from huggingface_hub import InferenceClient  # noqa: F401

# What the SDKs load on first use, which every child would load again (and copy the pages it
# touches to do so): their chat resources and stream parsers, the image library their image
# answers go through, the URL codec.
for _name in (
    "encodings.idna",
    "openai.resources.chat",
    "openai.resources.responses",
    "openai.lib.streaming.chat",
    "jiter",
    "PIL.Image",
    "PIL.PngImagePlugin",
    "PIL.JpegImagePlugin",
):
    try:
        __import__(_name)
    except ImportError:
        pass


def run_child(request):
    """In the forked child: become the run, execute the snippet, exit with its status."""
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sitecustomize.SERVER = os.environ.get("ATLAS_SERVER", "")
    null = os.open(os.devnull, os.O_RDONLY)
    out = os.open(request["out"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    err = os.open(request["err"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    for fd, target in ((null, 0), (out, 1), (err, 2)):
        os.dup2(fd, target)
        os.close(fd)
    sys.argv = [request["file"]]
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    signal.alarm(int(request.get("timeout", 60)))
    code = 0
    try:
        runpy.run_path(request["file"], run_name="__main__")
    except SystemExit as e:
        if isinstance(e.code, int):
            code = e.code
        elif e.code is not None:
            print(e.code, file=sys.stderr)
            code = 1
    except BaseException:
        traceback.print_exc()
        code = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except OSError:
            pass
    os._exit(code & 255)


def start(request, running):
    pid = os.fork()
    if pid == 0:
        try:
            run_child(request)
        finally:
            os._exit(1)
    running[pid] = request["id"]


def main():
    running = {}
    selector = selectors.DefaultSelector()
    selector.register(0, selectors.EVENT_READ)
    pending = b""
    open_input = True
    print(json.dumps({"ready": True}), flush=True)
    while open_input or running:
        if open_input and selector.select(timeout=0.005):
            chunk = os.read(0, 65536)
            if not chunk:
                open_input = False
                selector.unregister(0)
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                if line.strip():
                    start(json.loads(line), running)
        elif not open_input:
            time.sleep(0.005)
        while running:
            pid, status = os.waitpid(-1, os.WNOHANG)
            if pid == 0:
                break
            code = os.waitstatus_to_exitcode(status)
            print(json.dumps({"id": running.pop(pid), "code": code if code >= 0 else 128 - code}), flush=True)


if __name__ == "__main__":
    main()
