"""Held-out set 23: coding-agent tool results, as an agent's tools return them.

Ten multi-step scenarios (each step a case: a file read, a shell command, a diff, a search, an
HTTP tool's response) and single results, in tool shapes and commands that were grepped for in
every earlier ``_heldout_secrets*`` and ``_heldout_families*`` file (none matched): a
``text_editor`` ``view`` result, a ``grep_search`` / ``codebase_search`` / ``search_files``
result, ``list_code_definition_names``, an MCP ``fetch`` result (``Contents of https://...``),
a ``browser_snapshot`` accessibility tree, ``fetch_url`` and ``run_terminal_cmd`` results, a
``Task(...)`` sub-agent summary, a ``todo_write`` list, ``mcp__``-prefixed tool results,
``git config --get``, ``hg diff``, ``jj diff`` and ``jj show``, ``sl diff``, ``set | grep``,
``export -p``, ``compgen -v`` with values, ``pgrep -a``, ``lsof``-free ``ps`` variants,
``tmux capture-pane``, ``kubectl logs``, ``podman secret inspect --showsecret``, ``flux get``,
``sst secret list``, ``cdk context``, Go's ``/debug/vars`` (expvar), PHP's ``phpinfo()``,
Spring's ``/actuator/configprops``, ``better_errors``, ``rails console``, ``jshell``, ``ghci``,
``heroku run``, ``mix run`` and ``sort -u``. No row is built to trap; each is the shape such a
result has.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
a1 text editor view ¦ scenario 1 step 1: a text_editor view result (line numbers and tabs) ¦ {p} ¦ Here's the result of running `cat -n` on /repo/deploy/docker-compose.override.yml:\n     1\tservices:\n     2\t  db:\n     3\t    image: mariadb:11.4\n     4\t    environment:\n     5\t      MARIADB_ROOT_PASSWORD: {t}\n     6\t      MARIADB_DATABASE: shop
a1 git config get ¦ scenario 1 step 2: git config --get of a URL with a credential ¦ {A40} ¦ $ git config --get remote.origin.url\nhttps://x-token-auth:{t}@bitbucket.org/acme/shop.git
a1 hg diff ¦ scenario 1 step 3: hg diff of the same change in a Mercurial clone ¦ {p} ¦ $ hg diff deploy/docker-compose.override.yml\ndiff -r 3f1e2d3c4b5a deploy/docker-compose.override.yml\n--- a/deploy/docker-compose.override.yml\tThu Dec 03 10:12:44 2026 +0000\n+++ b/deploy/docker-compose.override.yml\tSat Dec 05 16:40:02 2026 +0000\n@@ -2,5 +2,5 @@\n   db:\n     image: mariadb:11.4\n     environment:\n-      MARIADB_ROOT_PASSWORD: example\n+      MARIADB_ROOT_PASSWORD: {t}
a2 grep search ¦ scenario 2 step 1: a grep_search tool result (file, line, text) ¦ {A48} ¦ Found 3 matches for "PAYSTACK" in 2 files:\nsrc/payments/client.ts:L7: const base = process.env.PAYSTACK_BASE ?? "https://api.paystack.co";\nsrc/payments/client.ts:L8: const secret = process.env.PAYSTACK_SECRET_KEY ?? "sk_live_{t}";\ntest/payments.spec.ts:L3: process.env.PAYSTACK_SECRET_KEY = "sk_test_fake";
a2 jj diff ¦ scenario 2 step 2: jj diff --git of the working-copy change ¦ {A48} ¦ $ jj diff --git\ndiff --git a/src/payments/client.ts b/src/payments/client.ts\nindex 1a2b3c4d5e..6f7a8b9c0d 100644\n--- a/src/payments/client.ts\n+++ b/src/payments/client.ts\n@@ -5,4 +5,4 @@\n-const secret = process.env.PAYSTACK_SECRET_KEY ?? "sk_live_{t}";\n+const secret = requireEnv("PAYSTACK_SECRET_KEY");
a2 jj show ¦ scenario 2 step 3: jj show of the parent change still holding the value ¦ {A40} ¦ $ jj show @-\nCommit ID: 9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e\nChange ID: kxqvmnrsptwylzou\nAuthor   : dev <dev@acme.io> (2026-12-04 18:02:11)\n\n    payments: fallback for local runs\n\nModified regular file src/payments/webhook.ts:\n   11   11: const verify = (sig: string) =>\n   12     : -  hmac("{t}", sig);\n        12: +  hmac(process.env.PAYSTACK_WEBHOOK_SECRET!, sig);
a3 mcp fetch ¦ scenario 3 step 1: an MCP fetch tool's result (Contents of ...) ¦ {u40} ¦ Contents of https://wiki.acme.internal/ops/onboarding:\n\n## Staging access\n\nUse the shared staging token until SSO lands:\n\n    export STAGING_GATEWAY_TOKEN={t}\n\nAsk #ops for production.
a3 run terminal cmd ¦ scenario 3 step 2: a run_terminal_cmd result with the command's output ¦ {u40} ¦ Command: curl -s -H "X-Gateway-Token: {t}" https://gw.staging.acme.io/healthz\nExit code: 0\nOutput:\n{"status":"ok","version":"2026.12.1"}
a3 fetch url json ¦ scenario 3 step 3: a fetch_url tool's JSON response of a config endpoint ¦ {A32} ¦ {"url": "https://gw.staging.acme.io/internal/config", "status": 200, "content_type": "application/json", "body": {"upstreams": ["orders:8080"], "rate_limit": 200, "jwt": {"issuer": "gw", "hs256_secret": "{t}"}}}
a4 codebase search ¦ scenario 4 step 1: a codebase_search result (snippets with line ranges) ¦ {A32} ¦ <search_result path="config/initializers/mailgun.rb" startLine="1" endLine="6">\nActionMailer::Base.mailgun_settings = {\n  api_key: ENV.fetch("MAILGUN_API_KEY", "key-{t}"),\n  domain: "mg.acme.io",\n}\n</search_result>
a4 rails console ¦ scenario 4 step 2: rails console echoing a credentials lookup ¦ {A40} ¦ $ bin/rails console -e production\nLoading production environment (Rails 7.2.2)\nshop(prod)> Rails.application.credentials.dig(:aws, :secret_access_key)\n=> "{t}"\nshop(prod)> exit
a4 sl diff ¦ scenario 4 step 3: Sapling's sl diff ¦ {A32} ¦ $ sl diff config/initializers/mailgun.rb\ndiff --git a/config/initializers/mailgun.rb b/config/initializers/mailgun.rb\n--- a/config/initializers/mailgun.rb\n+++ b/config/initializers/mailgun.rb\n@@ -1,3 +1,3 @@\n ActionMailer::Base.mailgun_settings = {\n-  api_key: ENV.fetch("MAILGUN_API_KEY", "key-{t}"),\n+  api_key: ENV.fetch("MAILGUN_API_KEY"),
a5 search files ¦ scenario 5 step 1: a search_files result with context lines ¦ {p} ¦ Found 1 result.\n\nansible/inventories/prod/group_vars/db.yml\n│----\n│postgresql_users:\n│  - name: replicator\n│    password: "{t}"\n│    role_attr_flags: REPLICATION\n│----
a5 set grep ¦ scenario 5 step 2: set | grep in the shell after sourcing an env file ¦ {p} ¦ $ source .envrc && set | grep -i repl\nPG_REPL_PASSWORD='{t}'\nPG_REPL_USER=replicator
a5 export p ¦ scenario 5 step 3: export -p listing exported variables ¦ {A40} ¦ $ export -p | grep -v PATH\ndeclare -x HOME="/home/dev"\ndeclare -x LANG="C.UTF-8"\ndeclare -x PGHOST="db-1.acme.internal"\ndeclare -x PGPASSWORD="{t}"\ndeclare -x PGUSER="replicator"
a6 list code definitions ¦ scenario 6 step 1: list_code_definition_names showing a constant's definition line ¦ {A40} ¦ # src/integrations/shipping.py\n12--14 | class ShipEngineClient:\n15--15 |     API_KEY = "TEST_{t}"\n17--40 |     def create_label(self, shipment):
a6 task summary ¦ scenario 6 step 2: a Task(...) sub-agent's summary quoting what it found ¦ {A40} ¦ Task(Find hardcoded credentials in src/integrations)\n  ⎿  Done (7 tool uses · 14.2k tokens · 41s)\n\nFound one: src/integrations/shipping.py:15 sets API_KEY = "TEST_{t}" directly on ShipEngineClient; every other client reads os.environ.
a6 todo write ¦ scenario 6 step 3: a todo_write list restating the task ¦ {A40} ¦ Todos updated:\n☐ Move ShipEngine key TEST_{t} out of shipping.py into SHIPENGINE_API_KEY\n☐ Rotate the key in the ShipEngine dashboard\n☐ Add shipping.py to the gitleaks allowlist review
a7 browser snapshot ¦ scenario 7 step 1: a browser_snapshot accessibility tree of an admin page ¦ {A40} ¦ - Page URL: https://admin.acme.io/settings/integrations\n- Page Title: Integrations · Acme Admin\n- heading "Webhooks" [level=2] [ref=e12]\n- textbox "Signing secret" [ref=e14]: whsec_{t}\n- button "Reveal" [ref=e15]\n- button "Rotate" [ref=e16]
a7 mcp tool result ¦ scenario 7 step 2: an mcp__ tool's result (a database MCP server's query) ¦ {h64} ¦ mcp__postgres__query result:\n[{"id": 3, "provider": "svix", "endpoint": "https://api.acme.io/hooks/svix", "signing_secret": "{t}", "created_at": "2026-10-02T09:14:00Z"}]
a7 kubectl logs ¦ scenario 7 step 3: kubectl logs of a worker printing its config at start ¦ {A32} ¦ $ kubectl logs -n hooks deploy/dispatcher --tail=4\n2026-12-05T16:31:02Z INFO starting dispatcher v3.2.0\n2026-12-05T16:31:02Z DEBUG config loaded: {queue: hooks, concurrency: 8, svix_token: testsk_{t}.eu}\n2026-12-05T16:31:03Z INFO connected to redis://redis-hooks:6379/0
a8 podman secret inspect ¦ scenario 8 step 1: podman secret inspect --showsecret ¦ {p} ¦ $ podman secret inspect --showsecret --format '{{.SecretData}}' ldap_bind_pw\n{t}
a8 tmux capture pane ¦ scenario 8 step 2: tmux capture-pane of a pane where a password was typed at a visible prompt ¦ {p} ¦ $ tmux capture-pane -p -t ops:1 | tail -4\n$ ldapsearch -x -H ldaps://ldap.acme.io -D cn=sync,ou=svc,dc=acme,dc=io -w {t} -b dc=acme,dc=io uid=jo\n# extended LDIF\n# search result\nresult: 0 Success
a8 pgrep a ¦ scenario 8 step 3: pgrep -a showing a process's full command line ¦ {p} ¦ $ pgrep -a ldapsearch\n48213 ldapsearch -x -H ldaps://ldap.acme.io -D cn=sync,ou=svc,dc=acme,dc=io -w {t} -b dc=acme,dc=io -LLL (objectClass=person)
a9 flux get ¦ scenario 9 step 1: flux get sources git with a URL carrying a token ¦ {A40} ¦ $ flux get sources git -A\nNAMESPACE   NAME    REVISION            SUSPENDED  READY  MESSAGE\nflux-system infra   main@sha1:4be1f0c2  False      False  failed to checkout and determine revision: unable to clone 'https://oauth2:glpat-{t}@gitlab.acme.io/ops/infra.git': authentication required
a9 sst secret list ¦ scenario 9 step 2: sst secret list printing names and values ¦ {A40} ¦ $ npx sst secret list --stage prod\n# app: shop, stage: prod\nStripeSecret=sk_live_{t}\nSiteUrl=https://shop.acme.io
a9 cdk context ¦ scenario 9 step 3: cdk context --json listing a cached lookup that held a value ¦ {A32} ¦ $ npx cdk context --json\n{\n  "ssm:account=123456789012:parameterName=/shop/prod/algolia-admin:region=eu-west-1": "{t}",\n  "availability-zones:account=123456789012:region=eu-west-1": ["eu-west-1a","eu-west-1b"]\n}
a10 expvar ¦ scenario 10 step 1: Go's /debug/vars (expvar) with the command line published ¦ {A32} ¦ $ curl -s localhost:6060/debug/vars | jq -c .cmdline,.memstats.Alloc\n["/app/ingest","-listen=:8080","-s3-secret={t}","-bucket=raw-events"]\n18436272
a10 phpinfo ¦ scenario 10 step 2: phpinfo() output (text mode) listing an environment variable ¦ {p} ¦ $ php -r 'phpinfo(INFO_ENVIRONMENT);' | grep -i pass\nDB_PASSWORD => {t}\nREDIS_PASSWORD => no value
a10 actuator configprops ¦ scenario 10 step 3: Spring Boot /actuator/configprops with sanitizing turned off ¦ {p} ¦ {"contexts":{"orders":{"beans":{"spring.datasource-org.springframework.boot.autoconfigure.jdbc.DataSourceProperties":{"prefix":"spring.datasource","properties":{"url":"jdbc:postgresql://pg-2:5432/orders","username":"orders","password":"{t}"}}}}}}
"""

SINGLES = r"""
better errors ¦ better_errors' page rendered as text in a fetch result ¦ {A40} ¦ NoMethodError at /checkout\nundefined method `amount' for nil\n\nRequest info: Request parameters {"controller"=>"checkout", "action"=>"create"}\nLocal Variables: stripe_key = "rk_live_{t}", cart = nil
jshell ¦ jshell echoing a variable assignment ¦ {p} ¦ $ jshell\n|  Welcome to JShell -- Version 21.0.5\njshell> var pw = "{t}"\npw ==> "{t}"\njshell> DriverManager.getConnection("jdbc:mysql://db-3/erp", "erp", pw)\n|  Exception java.sql.SQLException: Access denied for user 'erp'@'10.0.2.7'
ghci ¦ ghci printing a record with a password field ¦ {p} ¦ ghci> cfg <- loadConfig "app.dhall"\nghci> cfg\nAppConfig {dbHost = "pg-1", dbUser = "app", dbPassword = "{t}", dbPool = 10}
heroku run ¦ heroku run printing an environment variable ¦ {u64} ¦ $ heroku run -a shop-prod 'echo $SECRET_KEY_BASE'\nRunning echo $SECRET_KEY_BASE on ⬢ shop-prod... up, run.4412 (Standard-1X)\n{t}
mix run ¦ mix run evaluating the app's runtime config ¦ {u64} ¦ $ mix run -e 'IO.inspect Application.get_env(:shop, ShopWeb.Endpoint)[:secret_key_base]'\n"{t}"
sort u ¦ sort -u of env lines gathered from several files ¦ {A40} ¦ $ cat .env .env.local .env.production 2>/dev/null | sort -u\nAPP_URL=https://acme.io\nLOG_LEVEL=info\nSENDGRID_API_KEY=SG.ZmFrZWZha2Vm.{t}
compgen v ¦ compgen -v piped through a loop printing values ¦ {A32} ¦ $ for v in $(compgen -v | grep -i _KEY); do echo "$v=${!v}"; done\nMAPBOX_KEY=pk.eyJ1IjoiYWNtZSJ9.x\nOPENCAGE_KEY={t}
kubectl logs init ¦ kubectl logs of an init container that echoes its command ¦ {p} ¦ $ kubectl logs -n shop pod/api-7d9c6b5f4-x2kqp -c migrate\n+ flyway -url=jdbc:postgresql://pg-1:5432/shop -user=flyway -password={t} migrate\nERROR: Unable to obtain connection from database: FATAL: password authentication failed
http tool response headers ¦ an http_request tool's response with request headers echoed (httpbin-like) ¦ {A40} ¦ {"status": 200, "headers": {"content-type": "application/json"}, "json": {"headers": {"Accept": "*/*", "Host": "echo.acme.internal", "X-Api-Key": "{t}"}, "origin": "10.0.2.7", "url": "http://echo.acme.internal/anything"}}
http tool response body ¦ an http_request tool's response of a token endpoint ¦ {u86} ¦ HTTP/1.1 200 OK\ncontent-type: application/json\ncache-control: no-store\n\n{"access_token":"{t}","token_type":"Bearer","expires_in":3600,"scope":"orders:read"}
read file php ¦ a read_file result of a PHP config file ¦ {p} ¦ <file path="wp-config.php" lines="20-26">\ndefine( 'DB_NAME', 'wp_acme' );\ndefine( 'DB_USER', 'wp_acme' );\ndefine( 'DB_PASSWORD', '{t}' );\ndefine( 'DB_HOST', 'db-wp:3306' );\n</file>
read file xml ¦ a read_file result of a Maven settings.xml ¦ {p} ¦ [read_file ~/.m2/settings.xml → 14 lines]\n<settings>\n  <servers>\n    <server>\n      <id>acme-releases</id>\n      <username>deploy</username>\n      <password>{t}</password>\n    </server>\n  </servers>\n</settings>
read file ini ¦ a read_file result of a pypirc ¦ {A64} ¦ [Contents of ~/.pypirc]\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{t}
read file toml ¦ a read_file result of a Cargo credentials file ¦ {A32} ¦ [~/.cargo/credentials.toml]\n[registry]\ntoken = "cio{t}"\n\n[registries.acme]\ntoken = "Bearer fixme"
read file properties ¦ a read_file result of a gradle.properties ¦ {p} ¦ gradle.properties (6 lines)\norg.gradle.jvmargs=-Xmx2g\nsigning.keyId=24875D73\nsigning.password={t}\nsigning.secretKeyRingFile=/home/dev/.gnupg/secring.gpg\nossrhUsername=acme
read file yaml ¦ a read_file result of a Hasura metadata file ¦ {A40} ¦ hasura/config.yaml:\nversion: 3\nendpoint: https://hasura.acme.io\nadmin_secret: {t}\nmetadata_directory: metadata
read file json ¦ a read_file result of a Firebase service account ¦ {h40} ¦ {"type": "service_account", "project_id": "acme-shop", "private_key_id": "{t}", "client_email": "ci@acme-shop.iam.gserviceaccount.com"}
shell npmrc cat ¦ cat of a project .npmrc with a registry token ¦ {A36} ¦ $ cat .npmrc\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_password=Z2hwX{t}\nalways-auth=true
"""


def agent_cases(v: Values) -> list[Case]:
    scenarios = SCENARIOS.strip().splitlines()
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    cases = [
        *v.table("agent", "\n".join(scenarios)),
        *v.table("agent", "\n".join(singles[:half]), raises="context"),
        *v.table("agent", "\n".join(singles[half:]), raises="args"),
    ]
    # ``\t`` in a row is the tab that ``cat -n`` and ``hg diff`` print.
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]
