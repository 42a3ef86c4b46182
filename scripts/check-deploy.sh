#!/usr/bin/env bash
# Validates the production composition: docker-compose.yml, and each nginx config with the real
# nginx binary (paths mapped the way the compose file mounts them).
set -euo pipefail
cd "$(dirname "$0")/.."
docker-compose -f docker-compose.yml config -q
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for conf in host remote; do
  sed "s#/etc/nginx/snippets/common.conf#$PWD/docker/nginx/common.conf#" "docker/nginx/$conf.conf" > "$work/$conf.conf"
  cat > "$work/nginx-$conf.conf" <<CONF
pid $work/nginx.pid;
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $work; proxy_temp_path $work; fastcgi_temp_path $work; uwsgi_temp_path $work; scgi_temp_path $work;
  include $work/$conf.conf;
}
CONF
  nginx -q -t -c "$work/nginx-$conf.conf" -p "$work"
done
echo "docker-compose.yml and nginx configs are valid"
