-- The script bench/lib/wrk.mjs gives wrk.
--
-- With WRK_ROTATE_FILE and WRK_ROTATE_HEADER set, each request carries the next line of that file
-- in that header (the coupon-list bench: one user's token after another, so answers come from the
-- database and not from one user's cached rows).
--
-- With WRK_PAUSE_MS set, each connection waits that long after an answer before its next request,
-- so the load is a steady rate below the server's capacity rather than as much as it can take.
--
-- At the end, wrk's summary as one JSON line on stdout. errors.status counts answers that were not
-- 2xx or 3xx; latencies are in microseconds.
local rotateFile = os.getenv("WRK_ROTATE_FILE")
if rotateFile then
  local header = os.getenv("WRK_ROTATE_HEADER")
  local values = {}
  for line in io.lines(rotateFile) do
    values[#values + 1] = line
  end
  local next = 0
  request = function()
    next = next % #values + 1
    wrk.headers[header] = values[next]
    return wrk.format()
  end
end

local pauseMs = tonumber(os.getenv("WRK_PAUSE_MS") or "")
if pauseMs and pauseMs > 0 then
  delay = function()
    return pauseMs
  end
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"statusErrors":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
