# Ruby snippets for ./run.ts, started by `ruby -r ../../support/ruby/atlas_hook.rb driver.rb`:
# Ruby, net/http and the harness load once, then every snippet runs in a forked child (four at a
# time) that takes its case's folder, environment (ATLAS_CASE naming the case) and output files
# (`out`, `err`) and loads the snippet file; an uncaught exception or `exit` ends the child as it
# would end `ruby snippet.rb`. Input on stdin: a JSON list of {id, env, cwd, out, err}. Output:
# one JSON line {id, code} per case as it ends. A case still running after 120 s is killed (as in the
# other languages: a body of megabytes, four at a time on a loaded 2-core machine, took over 20 s).
require "json"
require "net/http"
# net/http loads openssl on first use of `use_ssl: true`, which every snippet passes: about 80 ms
# of CPU in each child, against nothing once here.
require "openssl"

LIMIT = 120
cases = JSON.parse($stdin.read)
base = ENV.to_h
running = {}
lock = Mutex.new

start = lambda do |c|
    $stdout.flush
    pid = fork do
        Dir.chdir(c["cwd"])
        ENV.replace(base.merge(c["env"]).merge("ATLAS_CASE" => c["id"]))
        $stdin.reopen(File::NULL)
        $stdout.reopen(c["out"], "w")
        $stderr.reopen(c["err"], "w")
        $stdout.sync = true
        $stderr.sync = true
        $0 = "snippet.rb"
        # Registered first, so it runs after every handler the snippet or a library adds. It ends
        # the child as `ruby snippet.rb` ends (an uncaught error is printed, then status 1) but
        # with exit!, which skips the interpreter's teardown: that walks the whole heap the child
        # shares with this process, copying its pages, about 70 ms of CPU per child.
        at_exit do
            error = $!
            status = case error
                when nil then 0
                when SystemExit then error.status
                else
                    $stderr.write(error.full_message(highlight: false))
                    1
                end
            $stdout.flush
            $stderr.flush
            exit!(status)
        end
        load "snippet.rb"
    end
    lock.synchronize { running[pid] = [c, Process.clock_gettime(Process::CLOCK_MONOTONIC)] }
end

Thread.new do
    loop do
        IO.select(nil, nil, nil, 1) # Kernel#sleep returns at once under the harness
        now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
        lock.synchronize do
            running.each { |pid, (_, t)| Process.kill(:KILL, pid) if now - t > LIMIT rescue nil }
        end
    end
end

queue = cases.dup
until queue.empty? && lock.synchronize { running.empty? }
    start.call(queue.shift) while !queue.empty? && lock.synchronize { running.size } < 4
    pid, status = Process.wait2
    c, = lock.synchronize { running.delete(pid) }
    next unless c
    code = status.exitstatus || 128 + (status.termsig || 0)
    $stdout.puts(JSON.generate({ "id" => c["id"], "code" => code }))
    $stdout.flush
end
