#!/usr/bin/env bash
# Validates the production composition: docker-compose.yml, and each nginx config with the real
# nginx binary (paths mapped the way the compose file mounts them). Then runs each config in a real
# nginx on loopback, serving stand-in files, and checks what it answers (hooks shut, headers).
set -euo pipefail
cd "$(dirname "$0")/.."
docker-compose -f docker-compose.yml config -q
work=$(mktemp -d)
chmod 755 "$work"
nginx_pid=""
upstream_pid=""
cleanup() {
  if [ -n "$nginx_pid" ]; then kill "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; fi
  if [ -n "$upstream_pid" ]; then kill "$upstream_pid" 2>/dev/null || true; wait "$upstream_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The config of one app as the compose file mounts it, optionally listening on a loopback port and
# proxying /api to a stand-in sandbox on a loopback port. Its access log is written in the work folder.
write_conf() { # conf port(or empty) upstream-port(or empty)
  local conf=$1 port=${2:-} upstream=${3:-}
  mkdir -p "$work/$conf/snippets"
  for snippet in docker/nginx/snippets/*.conf; do
    sed -e "s#/etc/nginx/snippets/#$work/$conf/snippets/#" -e "s#/var/log/nginx/#$work/$conf/#" "$snippet" > "$work/$conf/snippets/$(basename "$snippet")"
  done
  sed -e "s#/etc/nginx/snippets/#$work/$conf/snippets/#" \
      -e "s#/usr/share/nginx/#$work/$conf/#" \
      ${port:+-e "s#^\\( *listen\\) [0-9]*;#\\1 127.0.0.1:$port;#"} \
      ${upstream:+-e "s#http://sandbox-api:8090#http://127.0.0.1:$upstream#" -e "/^ *resolver /d"} \
      "docker/nginx/$conf.conf" > "$work/$conf/server.conf"
  cat > "$work/$conf/nginx.conf" <<CONF
pid $work/$conf/nginx.pid;
error_log stderr crit;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $work/$conf; proxy_temp_path $work/$conf; fastcgi_temp_path $work/$conf; uwsgi_temp_path $work/$conf; scgi_temp_path $work/$conf;
  include $work/$conf/server.conf;
}
CONF
}

for conf in host remote; do
  write_conf "$conf"
  nginx -q -t -c "$work/$conf/nginx.conf" -p "$work/$conf"
done
echo "docker-compose.yml and nginx configs are valid"

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
failures=0
check() { # description, then the command that must succeed
  local what=$1; shift
  if "$@"; then echo "  ok   $what"; else echo "  FAIL $what"; failures=$((failures + 1)); fi
}
status_is() { # expected-status path
  [ "$(curl -s --max-time 5 --path-as-is -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$2")" = "$1" ]
}
headers_of() { # path [curl options]
  local uri=$1; shift
  curl -s --max-time 5 --path-as-is -D - -o /dev/null "$@" "http://127.0.0.1:$port$uri" | tr -d '\r'
}
has_header() { headers_of "$1" | grep -qi "^$2"; }     # path "Name: value prefix"
lacks_header() { ! headers_of "$1" | grep -qi "^$2"; }  # path "Name: value prefix"
common_headers() { # path
  has_header "$1" "Content-Security-Policy: default-src 'self'" && has_header "$1" "X-Content-Type-Options: nosniff" \
    && has_header "$1" "Referrer-Policy: strict-origin-when-cross-origin" && has_header "$1" "Server: nginx\$"
}

# A stand-in sandbox: /api/quota/activate and /api/mkmoln/points/duiba/mall answer with their own
# Referrer-Policy (as the sandbox's stand-alone pages do), anything else with none.
start_upstream() {
  upstream_port=$(free_port)
  node -e "require('http').createServer((q,r)=>{const own=/^\/api\/(quota\/activate|mkmoln\/points\/duiba\/mall)/.test(q.url);r.writeHead(200,own?{'Referrer-Policy':'no-referrer'}:{});r.end('{}')}).listen($upstream_port,'127.0.0.1')" &
  upstream_pid=$!
  for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$upstream_port/" && return 0; sleep 0.1; done
  echo "the stand-in sandbox did not start"; exit 1
}

# Starts one config in nginx on a free loopback port, serving stand-in files.
start_nginx() { # conf [upstream-port]
  local conf=$1
  port=$(free_port)
  write_conf "$conf" "$port" "${2:-}"
  mkdir -p "$work/$conf/html" "$work/$conf/runtime"
  echo '<!doctype html><title>stand-in</title>' > "$work/$conf/html/index.html"
  echo 'console.log(1)' > "$work/$conf/html/main.0123abcd.js"
  echo 'console.log(1)' > "$work/$conf/html/remoteEntry.js"
  cp docker/remotes.json "$work/$conf/runtime/remotes.json"
  chmod -R a+rX "$work/$conf"
  nginx -c "$work/$conf/nginx.conf" -p "$work/$conf" -g 'daemon off;' &
  nginx_pid=$!
  for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && return 0; sleep 0.1; done
  echo "nginx ($conf) did not start"; exit 1
}
stop_nginx() { kill "$nginx_pid"; wait "$nginx_pid" 2>/dev/null || true; nginx_pid=""; }

echo "host config in a real nginx:"
start_upstream
start_nginx host "$upstream_port"
for uri in /api/__sandbox/sms/13800138000 /api/__sandbox/reset /api/%5F%5Fsandbox/reset /api//__sandbox/reset /api/./__sandbox/clock; do
  check "$uri answers 404 (test hooks shut)" status_is 404 "$uri"
done
# The owner's read of the field data (issue 41, ADR 059) is on the sandbox's own port only: the stand-in
# sandbox answers 200 to anything, so a 404 here is nginx's own (not forwarded).
for uri in '/__owner/telemetry/releases?remote=repay' '/%5F%5Fowner/telemetry/releases?remote=repay' '/api/../__owner/telemetry/releases?remote=repay' '/api/%2e%2e/__owner/telemetry/releases?remote=repay'; do
  check "$uri answers 404 (the owner's read is never forwarded)" status_is 404 "$uri"
done
beacon_forwarded() { # what navigator.sendBeacon sends (text/plain, no header of ours) reaches the sandbox
  [ "$(curl -s --max-time 5 -o /dev/null -w '%{http_code}' -H 'Content-Type: text/plain;charset=UTF-8' --data-binary '{"v":1}' "http://127.0.0.1:$port/api/telemetry/beacon")" = 200 ]
}
check "a beacon (text/plain) is forwarded to the sandbox" beacon_forwarded
for uri in / /index.html /remotes.json /main.0123abcd.js /remoteEntry.js /nothing-here /api/__sandbox/reset; do
  check "$uri: CSP, nosniff, Referrer-Policy, no version in Server" common_headers "$uri"
done
check "/remotes.json is never cached (rewritten in place)" has_header /remotes.json "Cache-Control: no-store"
check "hashed chunks are immutable" has_header /main.0123abcd.js "Cache-Control: public, max-age=31536000, immutable"
check "the host answers no cross-origin reads" lacks_header /index.html "Access-Control-Allow-Origin"
too_large() { # a 40 KB call is refused by nginx with the sandbox's envelope
  local answer
  answer=$(head -c 40960 /dev/zero | tr '\0' a | curl -s --max-time 5 -D - -H 'Content-Type: application/x-www-form-urlencoded' --data-binary @- "http://127.0.0.1:$port/api/account/login" | tr -d '\r')
  grep -q '^HTTP/1.1 413' <<<"$answer" && grep -qi '^Content-Type: application/json' <<<"$answer" && grep -q '"status":1004' <<<"$answer" \
    && grep -qi '^X-Content-Type-Options: nosniff' <<<"$answer"
}
check "an API body over 32 KB gets 413 with status 1004" too_large
post_size() { # bytes path: the status nginx answers a JSON body of that size (no sandbox here: 502 once nginx takes it)
  head -c "$1" /dev/zero | tr '\0' a | curl -s --max-time 5 -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' --data-binary @- "http://127.0.0.1:$port$2"
}
for uri in /api/credit/upload /api/consumeVoucher/upload /api/consumerVoucherUpload; do
  check "$uri takes a 2 MB photo (not 413)" eval '[ "$(post_size 2097152 '"$uri"')" != 413 ]'
  check "$uri refuses a body over 13 MiB (413)" eval '[ "$(post_size 13631489 '"$uri"')" = 413 ]'
done
check "a 40 KB body elsewhere is still 413" eval '[ "$(post_size 40960 /api/credit/uploadx)" = 413 ]'
check "Host: evil.example stays out of the CSP" eval '! headers_of / -H "Host: evil.example" | grep -qi "evil"'
referrer_policies() { headers_of "$1" | grep -i '^Referrer-Policy:' | tr '[:upper:]' '[:lower:]'; } # path
for uri in '/api/quota/activate?code=c' '/api/mkmoln/points/duiba/mall?code=c'; do
  check "$uri: one Referrer-Policy, the page's no-referrer" eval '[ "$(referrer_policies "$uri")" = "referrer-policy: no-referrer" ]'
done
check "/api/account/login: one Referrer-Policy, ours" eval '[ "$(referrer_policies /api/account/login)" = "referrer-policy: strict-origin-when-cross-origin" ]'
logs_no_query() { # a query reaches no access log line; the path does
  curl -s -o /dev/null "http://127.0.0.1:$port/api/quota/activate?code=secret-code-4711&returnUrl=x"
  curl -s -o /dev/null "http://127.0.0.1:$port/index.html?token=secret-token-4711"
  grep -q '"GET /api/quota/activate HTTP/1.1" 200' "$work/host/access.log" && grep -q '"GET /index.html HTTP/1.1"' "$work/host/access.log" \
    && ! grep -q 'secret-' "$work/host/access.log"
}
check "the access log has paths, never query strings" logs_no_query
stop_nginx

echo "remote config in a real nginx:"
start_nginx remote
for uri in / /remoteEntry.js /main.0123abcd.js /nothing-here; do
  check "$uri: CSP, nosniff, Referrer-Policy, no version in Server" common_headers "$uri"
  check "$uri: readable cross-origin" has_header "$uri" "Access-Control-Allow-Origin: \*"
done
check "remoteEntry.js is revalidated" has_header /remoteEntry.js "Cache-Control: no-cache"
remote_logs_no_query() {
  curl -s -o /dev/null "http://127.0.0.1:$port/remoteEntry.js?token=secret-token-4711"
  grep -q '"GET /remoteEntry.js HTTP/1.1" 200' "$work/remote/access.log" && ! grep -q 'secret-' "$work/remote/access.log"
}
check "the access log has paths, never query strings" remote_logs_no_query
stop_nginx

[ "$failures" -eq 0 ] || { echo "$failures deployment checks failed"; exit 1; }
echo "the nginx configs answer as expected"
