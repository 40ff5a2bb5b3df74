"""HTTPie start-up server for the execution tests (../run.ts): run by Debian's /usr/bin/python3.

Loading HTTPie (requests, urllib3, rich, argparse tables) takes about 0.3 s of CPU at every
`http` call, several hundred calls per test file. This process loads it once and forks a few
workers; each worker serves one call at a time, for as long as the server runs: ./client.py
hands over the caller's standard streams (as file descriptors), arguments, environment and
working folder; the worker takes them as its own, runs HTTPie's own `main`, as /usr/bin/http
would, lets go of the streams and reports the exit status. A worker per call (a fork each time)
cost twice the CPU: every call copied the pages it touched. Usage: server.py <socket path>; it
prints "ready" once it listens, and stops when its standard input ends (the test process that
started it closed it, or ended).
"""
import os
import signal
import socket
import sys
import threading
import traceback

from httpie.config import get_default_config_dir
from httpie.context import Environment
from httpie.core import main
import httpie.client  # noqa: F401  (loaded by main on first use: loaded here once instead)
import httpie.output.writer  # noqa: F401


def read_request(conn):
    """One call: the caller's three descriptors, then NUL-separated fields (./client.py)."""
    _, fds, _, _ = socket.recv_fds(conn, 1, 3)
    data = b""
    while True:
        chunk = conn.recv(65536)
        if not chunk:
            break
        data += chunk
    if len(fds) != 3:
        raise RuntimeError(f"expected 3 descriptors, got {len(fds)}")
    fields = [os.fsdecode(f) for f in data.split(b"\0")]
    argc = int(fields[1])
    argv = fields[2 : 2 + argc]
    env = dict(f.split("=", 1) for f in fields[2 + argc :])
    return fds, {"cwd": fields[0], "argv": argv, "env": env}


def serve_one(conn):
    fds, request = read_request(conn)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    # New stream objects per call: nothing one caller wrote or sent is still buffered for the next.
    sys.stdin = open(0, "r", closefd=False)
    sys.stdout = open(1, "w", closefd=False)
    sys.stderr = open(2, "w", closefd=False, errors="backslashreplace")
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.argv = request["argv"]
    try:
        # HTTPie's Environment reads these at import time: read them again for this caller.
        env = Environment(
            config_dir=get_default_config_dir(),
            stdin=sys.stdin,
            stdin_isatty=os.isatty(0),
            stdout=sys.stdout,
            stdout_isatty=os.isatty(1),
            stderr=sys.stderr,
            stderr_isatty=os.isatty(2),
        )
        status = main(args=sys.argv, env=env).value
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else 1
    except BaseException:
        traceback.print_exc()
        status = 1
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    release_streams()
    conn.sendall(bytes([status & 255]))


def release_streams():
    """Lets go of the caller's streams: whoever reads its output waits for every writer to close,
    and this worker lives on."""
    null = os.open(os.devnull, os.O_RDWR)
    for target in (0, 1, 2):
        os.dup2(null, target)
    os.close(null)


def warm_up():
    """One offline call and the download display, so that what HTTPie loads on first use is loaded
    before the workers start (each would load it again)."""
    import tempfile

    import httpie.output.ui.rich_progress  # noqa: F401  (loaded by the first --download)

    with tempfile.TemporaryDirectory() as config, open(os.devnull, "w") as devnull:
        env = Environment(config_dir=config, stdin=None, stdin_isatty=False, stdout=devnull, stdout_isatty=False, stderr=devnull, stderr_isatty=False)
        main(args=["http", "--offline", "--ignore-stdin", "POST", "http://127.0.0.1/warm-up", "a=b"], env=env)


def work(listener, server_pid):
    """A worker: serves calls one at a time; leaves when the server is gone."""
    listener.settimeout(1.0)
    while os.getppid() == server_pid:
        try:
            conn, _ = listener.accept()
        except TimeoutError:
            continue
        conn.settimeout(None)
        try:
            serve_one(conn)
        except Exception:
            traceback.print_exc(file=LOG)
        finally:
            release_streams()
            conn.close()


def start_worker(listener):
    server_pid = os.getpid()
    pid = os.fork()
    if pid == 0:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        try:
            work(listener, server_pid)
        finally:
            os._exit(0)
    return pid


# The server's own standard error (the test's output), for a worker's failures.
LOG = os.fdopen(os.dup(2), "w", buffering=1)

# Calls of one snippet may run at once (`http … | http …`), and ../run.ts runs four snippets at once.
WORKERS = 8


def run(path):
    warm_up()
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    workers = {start_worker(listener) for _ in range(WORKERS)}

    def stop(*_):
        for pid in workers:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        # The socket and its folder (made for this server alone by ../httpie.ts).
        try:
            os.unlink(path)
            os.rmdir(os.path.dirname(path))
        except OSError:
            pass
        os._exit(0)

    def watch_starter():
        while os.read(0, 4096):
            pass
        stop()

    signal.signal(signal.SIGTERM, stop)
    threading.Thread(target=watch_starter, daemon=True).start()
    print("ready", flush=True)
    while True:
        # A worker that died (HTTPie ended the process) is replaced.
        pid, _ = os.wait()
        workers.discard(pid)
        workers.add(start_worker(listener))


if __name__ == "__main__":
    run(sys.argv[1])
