"""Held-out set 21: what a coding agent's tools return when they touch a secret.

Tool-result shapes no earlier set took (set 20's ``cat -n``, ``bat``, ``L12:`` and ``12 |``
reads, ripgrep headings, ``set -x`` traces and ``git log -p``/``add -p``/``stash show -p``
hunks were grepped and left out): a read tool's ``     1→`` arrow numbering, an editor tool's
"Here's the result of running `cat -n`" view and its edit confirmation, an MCP
``{"content":[{"type":"text",...}]}`` result, a ``<file path=...>`` wrapper, fenced blocks with
a ``title=``, ``head``/``sed -n`` output, ``rg --json`` match events, ``grep -rn`` and
``git grep -n`` hits, a code-search API's ``text_matches`` fragment; shell results from
secret stores and CLIs (``git credential fill``, ``pass show``, ``sops -d``,
``ansible-vault view``, ``docker inspect``'s ``Env``, ``docker compose config``,
``kubectl get secret -o yaml``, ``helm get values``, ``terraform output -json``,
``systemctl show -p Environment``, ``crontab -l``, ``ps -eo args``, ``history``,
``/proc/1/environ``), commands run with credentials in flags and the environment
(``gh secret set --body``, ``vault kv put``, ``fly secrets set``, ``aws configure set``,
``npm config set``, ``mongosh``, ``redis-cli -a``, ``rabbitmqadmin``, ``influx``), a Codex
``apply_patch`` envelope, ``diff -u``, ``git diff --word-diff``, ``git show --stat -p``,
``svn diff``, a pull-request review comment's ``diff_hunk``, and HTTP tool responses (an OAuth
token response, a ``Set-Cookie`` session, a gist's raw file, a Postman collection export).
The tools' formats are their own; the secrets' shapes are generic unless said.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

ROWS = r"""
read arrow env ¦ a read tool numbering lines with an arrow (     1→) on .env.production ¦ {A40} ¦      1→APP_NAME=shop\n     2→MAIL_MAILER=smtp\n     3→MAIL_HOST=smtp.mailgun.org\n     4→MAIL_PASSWORD={t}\n     5→MAIL_ENCRYPTION=tls
read arrow netrc ¦ a read tool (arrow numbering) on ~/.netrc with one machine per line ¦ {p} ¦      1→machine api.heroku.com login ops@acme.io password {t}\n     2→machine git.heroku.com login ops@acme.io password {t}
editor view pypirc ¦ an editor tool's view command ("Here's the result of running `cat -n`") on .pypirc ¦ pypi-{u120} ¦ Here's the result of running `cat -n` on /home/dev/.pypirc:\n     1\t[distutils]\n     2\tindex-servers = pypi\n     3\t\n     4\t[pypi]\n     5\tusername = __token__\n     6\tpassword = {t}
editor edited snippet ¦ an editor tool's str_replace confirmation showing the edited lines ¦ {A40} ¦ The file /srv/shop/config/services.php has been edited. Here's the result of running `cat -n` on a snippet of /srv/shop/config/services.php:\n    14\t    'postmark' => [\n    15\t        'token' => '{t}',\n    16\t    ],\nReview the changes and make sure they are as expected.
mcp read text file ¦ an MCP filesystem server's read_text_file result (JSON content list) ¦ {A32} ¦ {"content":[{"type":"text","text":"[default]\\nregion = eu-central-1\\n\\n[profile ci]\\nsso_start_url = https://acme.awsapps.com/start\\ncredential_process = /usr/local/bin/vault-aws --token {t}\\n"}],"isError":false}
file path wrapper kubeconfig ¦ a tool wrapping a read in <file path=...> tags, a kubeconfig with an exec env ¦ {u64} ¦ <file path="/home/dev/.kube/config">\napiVersion: v1\nkind: Config\nusers:\n- name: prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: acme-login\n      env:\n      - name: ACME_REFRESH\n        value: {t}\n</file>
fenced title docker config ¦ an agent's fenced code block with a title, Docker config.json with a credHelpers fallback auth ¦ {b60} ¦ ```json title="~/.docker/config.json"\n{\n  "auths": {\n    "ghcr.io": {},\n    "registry.acme.io:5000": { "auth": "{t}" }\n  },\n  "credsStore": "desktop"\n}\n```
head npmrc scoped ¦ head -n 5 of a project .npmrc with a scoped registry token ¦ {A36} ¦ $ head -n 5 .npmrc\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=ghp_{t}\nengine-strict=true
sed range settings ¦ sed -n 40,46p of a Django settings file ¦ {u50} ¦ $ sed -n 40,46p shop/settings.py\nDATABASES = {\n    "default": dj_database_url.config(default="sqlite:///db.sqlite3")\n}\n\nSECRET_KEY = "django-insecure-{t}"\nDEBUG = False
rg json match ¦ ripgrep --json match events for "secret" ¦ {A40} ¦ {"type":"begin","data":{"path":{"text":"deploy/values-prod.yaml"}}}\n{"type":"match","data":{"path":{"text":"deploy/values-prod.yaml"},"lines":{"text":"  clientSecret: {t}\\n"},"line_number":31,"absolute_offset":804,"submatches":[{"match":{"text":"Secret"},"start":8,"end":14}]}}\n{"type":"end","data":{"path":{"text":"deploy/values-prod.yaml"},"stats":{"matches":1}}}
grep rn hits ¦ grep -rn over a scripts directory ¦ {p} ¦ $ grep -rn "mysqldump" scripts/\nscripts/backup.sh:12:mysqldump -h db-2 -u backup -p'{t}' --single-transaction shop > /backups/shop.sql\nscripts/restore.sh:4:# mysqldump output is restored with mysql < file
git grep hits ¦ git grep -n across a repository ¦ {h40} ¦ $ git grep -n "HOOK"\nci/notify.sh:3:SLACK_HOOK="https://hooks.slack.com/services/T0ACME/B0ACME/{t}"\nci/notify.sh:9:curl -fsS -X POST -d @payload.json "$SLACK_HOOK"
code search fragment ¦ a code-search API result's text_matches fragment ¦ {A40} ¦ {"total_count":1,"items":[{"name":"seed.ts","path":"prisma/seed.ts","repository":{"full_name":"acme/shop"},"text_matches":[{"fragment":"const client = new Twilio(\\n  'AC9f2e1d0c3b4a59687766554433221100',\\n  '{t}'\\n);","property":"content"}]}]}
git credential fill ¦ git credential fill printing the helper's answer ¦ {A40} ¦ $ printf 'protocol=https\\nhost=git.acme.io\\n\\n' | git credential fill\nprotocol=https\nhost=git.acme.io\nusername=ci-bot\npassword={t}
pass show ¦ pass show of an entry (first line the password, then fields) ¦ {p} ¦ $ pass show infra/pg-prod\n{t}\nuser: postgres\nurl: pg-prod.internal:5432
sops decrypt ¦ sops -d of an encrypted YAML ¦ {A40} ¦ $ sops -d secrets/prod.enc.yaml\nstripe:\n    webhook_secret: whsec_{t}\nsentry:\n    dsn: ""
ansible vault view ¦ ansible-vault view of a vars file ¦ {p} ¦ $ ansible-vault view group_vars/db/vault.yml --vault-password-file ~/.vault_pass\nvault_postgres_replication_password: "{t}"\nvault_postgres_port: 5432
docker inspect env ¦ docker inspect --format of a container's Env ¦ {p} ¦ $ docker inspect --format '{{json .Config.Env}}' shop-api-1\n["PATH=/usr/local/bin:/usr/bin","NODE_ENV=production","REDIS_URL=redis://default:{t}@cache:6379/0"]
compose config ¦ docker compose config with variables expanded ¦ {A32} ¦ $ docker compose config\nservices:\n  grafana:\n    environment:\n      GF_SECURITY_ADMIN_USER: admin\n      GF_SECURITY_ADMIN_PASSWORD: {t}\n    image: grafana/grafana:11.3.0
kubectl secret yaml ¦ kubectl get secret -o yaml (values base64) ¦ {b48} ¦ $ kubectl get secret api-keys -n shop -o yaml\napiVersion: v1\ndata:\n  OPENEXCHANGE_APP_ID: {t}\nkind: Secret\nmetadata:\n  name: api-keys\n  namespace: shop\ntype: Opaque
helm get values ¦ helm get values of a release ¦ {p} ¦ $ helm get values keycloak -n auth\nUSER-SUPPLIED VALUES:\nauth:\n  adminUser: admin\n  adminPassword: {t}\npostgresql:\n  enabled: false
terraform output json ¦ terraform output -json with a sensitive output shown ¦ {A40} ¦ $ terraform output -json\n{\n  "db_endpoint": {"sensitive": false, "type": "string", "value": "shop.c7x.eu-west-1.rds.amazonaws.com"},\n  "db_master": {"sensitive": true, "type": "string", "value": "{t}"}\n}
systemctl environment ¦ systemctl show -p Environment of a unit ¦ {A32} ¦ $ systemctl show -p Environment metrics-agent.service\nEnvironment=AGENT_HOSTNAME=web-3 AGENT_KEY={t} AGENT_SITE=eu
crontab list ¦ crontab -l with a curl -u line ¦ {p} ¦ $ crontab -l\n# m h dom mon dow command\n*/15 * * * * curl -fsS -u monitor:{t} https://status.acme.io/ping >/dev/null\n0 3 * * * /usr/local/bin/backup.sh
ps args ¦ ps -eo pid,args showing a process started with a password flag ¦ {p} ¦ $ ps -eo pid,args | grep [r]edis\n  812 redis-server 127.0.0.1:6379\n 1944 redis-cli -h 127.0.0.1 -a {t} --no-auth-warning monitor
history grep ¦ history | grep showing an earlier command ¦ {A40} ¦ $ history | grep curl\n  501  curl -s https://api.acme.io/v1/health\n  502  curl -s -H "X-Api-Key: {t}" https://api.acme.io/v1/orders | jq length
proc environ ¦ /proc/1/environ split on NULs by tr ¦ {A40} ¦ $ tr '\0' '\\n' < /proc/1/environ\nHOSTNAME=worker-7d9c\nHOME=/root\nCELERY_BROKER_URL=sqs://\nAWS_SECRET_ACCESS_KEY={t}\nPYTHONUNBUFFERED=1
gh secret set body ¦ gh secret set with --body, echoed by the shell tool ¦ {A40} ¦ $ gh secret set NPM_TOKEN --repo acme/shop --body "npm_{t}"\n✓ Set Actions secret NPM_TOKEN for acme/shop
vault kv put ¦ vault kv put with the value on the command line ¦ {p} ¦ $ vault kv put secret/shop/db username=shop password='{t}'\n====== Secret Path ======\nsecret/data/shop/db\n\n======= Metadata =======\nKey                Value\n---                -----\nversion            4
fly secrets set ¦ fly secrets set with the value on the command line ¦ {A48} ¦ $ fly secrets set STRIPE_SECRET_KEY=sk_live_{t} -a shop-api\nUpdating existing machines in 'shop-api' with rolling strategy\n✔ Machine 3d8d9e1c2b0e87 [app] update succeeded
aws configure set ¦ aws configure set with the secret as an argument ¦ {A40} ¦ $ aws configure set aws_secret_access_key {t} --profile ci && aws sts get-caller-identity --profile ci\nAn error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.
npm config set ¦ npm config set of a registry token, echoed by the shell tool ¦ {A36} ¦ $ npm config set //registry.npmjs.org/:_authToken npm_{t}\n$ npm whoami\nnpm error code E401
mongosh uri ¦ mongosh with a connection string, its error ¦ {p} ¦ $ mongosh "mongodb+srv://app:{t}@cluster0.x1y2z.mongodb.net/shop" --quiet\nMongoServerError: bad auth : authentication failed
rabbitmqadmin flags ¦ rabbitmqadmin with -u and -p ¦ {p} ¦ $ rabbitmqadmin -H mq.internal -u ops -p '{t}' list queues\n*** Access refused: /api/queues?columns=name,messages
influx token flag ¦ influx query with --token ¦ {u86} ¦ $ influx query --org acme --token {t}== 'from(bucket:"metrics") |> range(start:-5m)'\nError: failed to execute query: 401 Unauthorized: unauthorized access
apply patch envelope ¦ a Codex apply_patch envelope replacing a hard-coded key ¦ {A40} ¦ *** Begin Patch\n*** Update File: src/clients/geo.py\n@@ class GeoClient:\n-    API_KEY = "{t}"\n+    API_KEY = os.environ["GEO_API_KEY"]\n*** End Patch
diff u env ¦ diff -u of two env files ¦ {h64} ¦ --- .env.old\t2026-12-01 09:12:40.000000000 +0000\n+++ .env\t2026-12-05 11:02:13.000000000 +0000\n@@ -1,3 +1,3 @@\n APP_ENV=production\n-SESSION_SECRET=\n+SESSION_SECRET={t}\n LOG_LEVEL=info
word diff ¦ git diff --word-diff on a YAML line ¦ {A32} ¦ diff --git a/config/prod.yml b/config/prod.yml\n@@ -7 +7 @@ mailer:\n  api_key: [-REPLACE_ME-]{+{t}+}
show stat patch ¦ git show --stat -p of a commit adding a key ¦ {A40} ¦ commit 4be1f0c9a7d2e3b8f6a5c4d3e2f1a0b9c8d7e6f5\nAuthor: dev <dev@acme.io>\n\n    wip: geocoder\n\n src/geo.js | 1 +\n 1 file changed, 1 insertion(+)\n\ndiff --git a/src/geo.js b/src/geo.js\n@@ -1,0 +2 @@\n+const OPENCAGE_KEY = '{t}';
svn diff ¦ svn diff of a properties file ¦ {p} ¦ Index: conf/ldap.properties\n===================================================================\n--- conf/ldap.properties\t(revision 1881)\n+++ conf/ldap.properties\t(working copy)\n@@ -3 +3 @@\n-ldap.bind.password=changeme\n+ldap.bind.password={t}
review diff hunk ¦ a pull-request review comment's diff_hunk from the REST API ¦ {A40} ¦ {"id":1847221,"path":"infra/main.tf","line":22,"body":"please move this to a variable","diff_hunk":"@@ -19,4 +19,6 @@ provider \"datadog\" {\\n   api_url = \"https://api.datadoghq.eu/\"\\n+  app_key = \"{t}\""}
oauth token response ¦ an HTTP tool's response from a token endpoint ¦ {u64} ¦ HTTP/1.1 200 OK\ncontent-type: application/json\ncache-control: no-store\n\n{"access_token":"{t}","token_type":"Bearer","expires_in":3599,"scope":"orders:read"}
set cookie session ¦ an HTTP tool's response headers with a session cookie ¦ {u48} ¦ HTTP/2 302\nlocation: /dashboard\nset-cookie: __Host-sid={t}; Path=/; Secure; HttpOnly; SameSite=Lax\nx-request-id: 7f1c2a9e
gist raw ¦ a fetch tool's result for a gist's raw file ¦ {A40} ¦ Fetched https://gist.githubusercontent.com/dev/0a1b2c/raw/notes.md (412 bytes):\n# staging notes\n- admin panel: https://staging.acme.io/admin\n- mapbox: pk ok, secret sk.{t}\n- ask ops for VPN
postman export ¦ a Postman collection export read by an agent ¦ {A48} ¦ {"info":{"name":"Shop API","schema":"https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},"auth":{"type":"bearer","bearer":[{"key":"token","value":"{t}","type":"string"}]},"item":[]}
"""


def agent_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    cases = [
        *v.table("agent", "\n".join(rows[:half])),
        *v.table("agent", "\n".join(rows[half:]), raises="process"),
    ]
    # ``\t`` in a row is the tab that ``cat -n`` and ``diff -u`` print.
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]
