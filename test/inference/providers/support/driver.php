<?php
// PHP snippets for ./run.ts, started by `php driver.php <results file>` with the cases as JSON on
// stdin: [{id, env, cwd, file, out, err}]. PHP starts once; every snippet runs in a forked child
// (four at a time) that takes its case's folder, exactly its environment and its output files
// (fds 1 and 2 replaced through libc's dup2, by FFI) and runs the file as `php snippet.php`
// would: `exit` gives its status, an uncaught error prints PHP's message and gives 255.
// Starting php-cli with its extensions cost about 100 ms of CPU per snippet. Output: one JSON
// line {id, code} per case as it ends, in the results file. A case still running after 120 s is
// killed. The driver's own stdout and stderr must not be sockets (node's pipes are): PHP's STDOUT
// and STDERR streams would then send() to the file descriptor, which fails once it is a file.
const LIMIT = 120;
const PARALLEL = 4;

$libc = FFI::cdef("int open(const char *path, int flags, int mode); int dup2(int from, int to); int close(int fd);", "libc.so.6");
$cases = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
$results = fopen($argv[1], "w");

/** In the forked child: become the case (folder, environment, output files); the caller then includes the snippet. */
function atlas_driver_become(FFI $libc, array $case): void
{
    pcntl_sigprocmask(SIG_UNBLOCK, [SIGCHLD]);
    chdir($case["cwd"]);
    foreach (array_keys(getenv()) as $name) {
        putenv($name);
    }
    foreach ($case["env"] as $name => $value) {
        putenv($name . "=" . $value);
    }
    // O_RDONLY = 0; O_WRONLY | O_CREAT | O_TRUNC = 01 | 0100 | 01000.
    foreach ([[0, "/dev/null", 0], [1, $case["out"], 01101], [2, $case["err"], 01101]] as [$target, $path, $flags]) {
        $fd = $libc->open($path, $flags, 0644);
        $libc->dup2($fd, $target);
        $libc->close($fd);
    }
}

// A child's end wakes the loop below (SIGCHLD is blocked and waited for, so no busy polling).
pcntl_sigprocmask(SIG_BLOCK, [SIGCHLD]);
$running = [];
$queue = $cases;
while ($queue || $running) {
    while ($queue && count($running) < PARALLEL) {
        $case = array_shift($queue);
        $pid = pcntl_fork();
        if ($pid === 0) {
            atlas_driver_become($libc, $case);
            // At the top level, so the snippet's variables are global, as in `php snippet.php`.
            include $case["file"];
            exit(0);
        }
        $running[$pid] = [$case["id"], time()];
    }
    $pid = pcntl_waitpid(-1, $status, WNOHANG);
    if ($pid > 0) {
        [$id] = $running[$pid];
        unset($running[$pid]);
        $code = pcntl_wifexited($status) ? pcntl_wexitstatus($status) : 128 + pcntl_wtermsig($status);
        fwrite($results, json_encode(["id" => $id, "code" => $code]) . "\n");
        fflush($results);
        continue;
    }
    foreach ($running as $child => [, $started]) {
        if (time() - $started > LIMIT) {
            posix_kill($child, SIGKILL);
        }
    }
    pcntl_sigtimedwait([SIGCHLD], $info, 0, 200000000);
}
