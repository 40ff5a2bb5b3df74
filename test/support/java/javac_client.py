"""`javac` through ./JavacServer.java.txt, for ../javac-server.ts: run as
`python3 -S -E javac_client.py <socket> <server pid> <javac arguments...>`. Sends the arguments,
writes javac's messages to stderr and exits with javac's status; exits 125 when no server
answers (none started within 60 s, or it stopped): the caller then starts javac itself. Imports
only built-in modules: it runs once per javac batch, and the point is to start nothing heavy.
"""
import _socket
import sys
import time

path, pid, args = sys.argv[1], sys.argv[2], sys.argv[3:]


def server_running():
    try:
        with open("/proc/%s/stat" % pid) as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


deadline = time.monotonic() + 60
while True:
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.connect(path)
        break
    except OSError as error:
        sock.close()
        # No socket yet: the server is still starting. Any other failure: it is gone.
        if error.errno != 2 or not server_running() or time.monotonic() > deadline:
            sys.stderr.write("javac server: no answer on %s\n" % path)
            sys.exit(125)
        time.sleep(0.05)
sock.sendall("\0".join(args).encode("utf-8"))
sock.shutdown(_socket.SHUT_WR)
chunks = []
while True:
    chunk = sock.recv(65536)
    if not chunk:
        break
    chunks.append(chunk)
answer = b"".join(chunks)
if len(answer) < 4:
    sys.stderr.write("javac server: the connection closed without an answer\n")
    sys.exit(125)
sys.stderr.buffer.write(answer[4:])
sys.stderr.flush()
sys.exit(int.from_bytes(answer[:4], "big", signed=True) & 255)
