-- A mix of every endpoint with distinct and repeated parameters (the memory run: the benchmark stops it once the
-- service has answered 1,000,000).
local counter = 0
local thread_id = 0
local threads = {}
local paths = {
  "/v1/geometry?style=large&back=Mailboxes&trailing=search,plus&offset=",
  "/v1/geometry?style=compact&title=Settings&offset=",
  "/v1/geometry?style=collapsible&title=Profile&offset=",
  "/v1/preview.svg?style=large&back=Mailboxes&trailing=search&offset=",
  "/v1/preview.svg?style=scrollEdge&content=cards&offset=",
  "/v1/timeline?style=inlineTitle&from=0&to=100&step=5&offset=",
  "/healthz?n=",
}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  thread_id = id or 0
end

function request()
  counter = counter + 1
  local path = paths[(counter % #paths) + 1]
  local offset = (counter * 7 + thread_id * 13) % 3000 - 500
  return wrk.format("GET", path .. offset)
end

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d duration_us=%d errors=%d non2xx=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout, summary.errors.status, latency:percentile(50), latency:percentile(99)))
end
