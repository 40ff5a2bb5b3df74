"""Start-up server for python snippet runs (./fork-runner.ts).

A snippet run pays its interpreter's imports every time: openai takes about 1 s of CPU and
huggingface_hub about 0.5 s, `requests` about 0.1 s, and the suite runs a few hundred snippets.
This process imports them once and forks a child per snippet. The child takes the run's folder,
environment and output files as its own and runs the snippet as a script, as `python snippet.py`
would; the snippet text is not touched.

The first argument names what to load: `sdk` (the venv's python: huggingface_hub and openai,
with ./sitecustomize.py's redirection installed) or `requests` (Debian's python3 and its
python3-requests, nothing redirected: those snippets are given the server's URL).

Requests arrive on stdin as JSON lines {id, file, cwd, env, out, err, timeout}; each finished run is
reported on stdout as {id, code}. Runs go on side by side: the next request is read while
earlier children still run.
"""
import gc
import json
import os
import selectors
import signal
import sys
import time
import traceback
import types

PRESET = sys.argv[1] if len(sys.argv) > 1 else "sdk"
# Started without a locale, python set LC_CTYPE for itself (PEP 538): a child started so sees it too.
COERCED_CTYPE = os.environ.get("LC_CTYPE", "")

# What the snippets load on first use, which every child would load again. For the SDKs:
# openai's resource modules (its packages import them on the first `client.chat` or
# `client.responses`), its pagination and stream parsers, the image plugins Pillow looks through
# to open an answer, numpy (feature extraction). Found by listing, over the tests, what each
# child had in sys.modules beyond its parent.
PRELOAD = {
    "sdk": (
        "openai._resource",
        "openai._send_queue",
        "openai._event_handler",
        "openai.pagination",
        "openai.resources.chat.chat",
        "openai.resources.chat.completions.completions",
        "openai.resources.chat.completions.messages",
        "openai.resources.responses.responses",
        "openai.resources.responses.input_items",
        "openai.resources.responses.input_tokens",
        "openai.lib.streaming.chat",
        "openai.lib.streaming.responses",
        "encodings.idna",
        "pkgutil",
        "jiter",
        "numpy",
        "PIL.Image",
    ),
    # requests reads ~/.netrc for credentials on every request.
    "requests": ("netrc", "shlex"),
}[PRESET]
if PRESET == "sdk":
    import sitecustomize  # its SERVER is set per run
    import huggingface_hub  # noqa: F401
    import openai  # noqa: F401
    from huggingface_hub import InferenceClient  # noqa: F401
else:
    import requests  # noqa: F401

    sitecustomize = None
for _name in PRELOAD:
    try:
        __import__(_name)
    except ImportError:
        pass
if "PIL.Image" in sys.modules:
    sys.modules["PIL.Image"].init()  # every format plugin, as Image.open loads them for a format it has not seen


def run_child(request):
    """In the forked child: become the run, execute the snippet, exit with its status."""
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    if not os.environ.get("LC_ALL") and os.environ.get("LC_CTYPE", os.environ.get("LANG", "C")) in ("", "C", "POSIX") and COERCED_CTYPE:
        # What python does at start-up in the C locale (PEP 538), for the script to see.
        os.environ["LC_CTYPE"] = COERCED_CTYPE
    if sitecustomize:
        sitecustomize.SERVER = os.environ.get("ATLAS_SERVER", "")
    null = os.open(os.devnull, os.O_RDONLY)
    out = os.open(request["out"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    err = os.open(request["err"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    for fd, target in ((null, 0), (out, 1), (err, 2)):
        os.dup2(fd, target)
        os.close(fd)
    # As `python snippet.py` runs it: argv as given, the script's path made absolute (its
    # __file__ and traceback lines), its folder first on sys.path, a new __main__ module.
    script = os.path.abspath(request["file"])
    sys.argv = [request["file"]]
    sys.path[0] = os.path.dirname(script)
    main = types.ModuleType("__main__")
    main.__file__ = script
    sys.modules["__main__"] = main
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    signal.alarm(int(request.get("timeout", 60)))
    code = 0
    try:
        with open(script, "rb") as source:
            program = compile(source.read(), script, "exec")
        exec(program, main.__dict__)
    except SystemExit as e:
        if isinstance(e.code, int):
            code = e.code
        elif e.code is not None:
            print(e.code, file=sys.stderr)
            code = 1
    except BaseException as e:
        # The traceback python would print: from the script's first frame on, without this server's.
        tb = e.__traceback__
        while tb is not None and tb.tb_frame.f_code.co_filename != script:
            tb = tb.tb_next
        traceback.print_exception(type(e), e, tb or e.__traceback__)
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
    # A child's garbage collector would walk every object it inherited, writing to each page
    # it touches, so the kernel copies those pages for it: frozen objects are never walked.
    gc.collect()
    gc.freeze()
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
