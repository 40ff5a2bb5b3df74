/*
 * `http` for the execution tests when ./server.py runs: the same request as ./client.py (which
 * runs where no C compiler is), without starting an interpreter. A python3 start costs about
 * 30 ms of CPU, and the suite makes several hundred `http` calls; this costs about one.
 *
 * Protocol (./server.py, read_request): one NUL byte carrying descriptors 0, 1 and 2
 * (SCM_RIGHTS), then NUL-separated fields: the working folder, the argument count, the
 * arguments ("http" first), then the environment as name=value; then the write side is shut
 * and the server answers with one byte, HTTPie's exit status. Built by ../httpie.ts.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <unistd.h>

extern char **environ;

static void fail(const char *what) {
    perror(what);
    exit(1);
}

static void send_all(int sock, const char *data, size_t size) {
    while (size > 0) {
        ssize_t sent = send(sock, data, size, MSG_NOSIGNAL);
        if (sent < 0) fail("http client: send");
        data += sent;
        size -= (size_t)sent;
    }
}

/* One field; every field but the first is preceded by a NUL. */
static void send_field(int sock, const char *field, int first) {
    if (!first) send_all(sock, "", 1);
    send_all(sock, field, strlen(field));
}

static void send_descriptors(int sock) {
    int fds[3] = {0, 1, 2};
    char byte = 0;
    struct iovec iov = {.iov_base = &byte, .iov_len = 1};
    union {
        char buffer[CMSG_SPACE(sizeof fds)];
        struct cmsghdr align;
    } control;
    memset(&control, 0, sizeof control);
    struct msghdr message = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buffer, .msg_controllen = sizeof control.buffer};
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof fds);
    memcpy(CMSG_DATA(header), fds, sizeof fds);
    if (sendmsg(sock, &message, MSG_NOSIGNAL) != 1) fail("http client: sendmsg");
}

int main(int argc, char **argv) {
    const char *path = getenv("ATLAS_HTTPIE_SOCKET");
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    if (!path || strlen(path) >= sizeof address.sun_path) {
        fprintf(stderr, "http client: ATLAS_HTTPIE_SOCKET must name a socket path under %zu bytes\n", sizeof address.sun_path);
        return 1;
    }
    strcpy(address.sun_path, path);
    int sock = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (sock < 0) fail("http client: socket");
    if (connect(sock, (struct sockaddr *)&address, sizeof address) < 0) fail("http client: connect");
    send_descriptors(sock);

    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) fail("http client: getcwd");
    char count[16];
    snprintf(count, sizeof count, "%d", argc);
    send_field(sock, cwd, 1);
    send_field(sock, count, 0);
    send_field(sock, "http", 0);
    for (int i = 1; i < argc; i++) send_field(sock, argv[i], 0);
    for (char **entry = environ; *entry; entry++) send_field(sock, *entry, 0);
    if (shutdown(sock, SHUT_WR) < 0) fail("http client: shutdown");

    unsigned char status;
    ssize_t got;
    do {
        got = recv(sock, &status, 1, 0);
    } while (got < 0 && errno == EINTR);
    return got == 1 ? status : 1;
}
