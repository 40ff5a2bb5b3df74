# Test harness: reads [{id, code, sentinel}] as JSON on stdin and prints the failures as JSON: a
# script Ruby's parser refuses (what `ruby -c` runs), or a sentinel outside a string literal's
# content (Ripper's tokens).
require "json"
require "ripper"

failures = []
JSON.parse($stdin.read).each do |item|
    code = item["code"]
    begin
        RubyVM::InstructionSequence.compile(code)
    rescue SyntaxError => e
        failures << { "id" => item["id"], "error" => e.message }
        next
    end
    sentinel = item["sentinel"].to_s
    next if sentinel.empty?
    starts = [0]
    code.each_line { |line| starts << starts.last + line.bytesize }
    spans = Ripper.lex(code).select { |(_, type, _)| type == :on_tstring_content }.map do |((line, column), _, text)|
        start = starts[line - 1] + column
        [start, start + text.bytesize]
    end
    bytes = code.b
    offset = 0
    while (at = bytes.index(sentinel.b, offset))
        unless spans.any? { |a, b| a <= at && at + sentinel.bytesize <= b }
            failures << { "id" => item["id"], "error" => "sentinel outside a string literal at byte #{at}" }
            break
        end
        offset = at + 1
    end
end
puts JSON.generate(failures)
