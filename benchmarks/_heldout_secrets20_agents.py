"""Held-out set 20: what a coding agent's tools return when they touch a secret.

File reads in the shapes agents' tools return them: ``cat -n`` numbering (a tab after the
number), ``bat``'s ``│`` gutter, ``L12:`` prefixes and ``12 |`` columns, of files set 19 did not
read (``.env.staging``, ``.env.test``, ``.npmrc`` with the legacy ``_auth``, ``.pypirc`` for
TestPyPI, a multi-line ``.netrc``, a kubeconfig with a bearer token and one with
``client-key-data``, Docker ``config.json`` with an ``identitytoken`` and a
``registrytoken``, ``.git-credentials``, ``~/.aws/credentials``, ``.s3cfg``, ``.pgpass``,
``.my.cnf``, ``.boto``, a ``.gitconfig`` with an extra header, ``.bundle/config``,
``nuget.config``, ``wp-config.php``, Django's ``settings.py``, ``application.properties``,
``appsettings.Development.json``, ``.terraformrc``, ``.vault-token`` and ``gh``'s
``hosts.yml``); search hits in ripgrep's heading format; shell commands echoed with their
output (``docker run -e``, ``helm install --set``, ``mysql -p``, ``az login``,
``gh auth login`` with a here-string, ``export``, ``set -x`` traces); diffs (``git diff
--cached``, ``git log -p``, a ``git add -p`` hunk, a ``git stash show -p`` hunk) and tool
results wrapped as JSON. The tool formats are the tools' own; the secrets' shapes are generic
unless said.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

ROWS = r"""
read env staging ¦ an agent's Read tool on .env.staging (cat -n numbering, tab after the number) ¦ {A40} ¦      1\tAPP_URL=https://staging.acme.io\n     2\tPUSHER_APP_ID=1740021\n     3\tPUSHER_APP_SECRET={t}\n     4\tPUSHER_APP_CLUSTER=eu
read env test bat ¦ bat's output for .env.test (│ gutter, a header row) ¦ {p} ¦ ───────┬──────────────────────────\n       │ File: .env.test\n───────┼──────────────────────────\n   1   │ TEST_DB_USER=tester\n   2   │ TEST_DB_PASSWORD={t}\n───────┴──────────────────────────
read npmrc legacy auth ¦ a Read tool on .npmrc with the legacy _auth (base64 of user:password) ¦ {b40} ¦ L1: registry=https://artifactory.acme.io/api/npm/npm-virtual/\nL2: _auth={t}\nL3: email=ci@acme.io\nL4: always-auth=true
read pypirc testpypi ¦ a Read tool on ~/.pypirc with a TestPyPI token section ¦ {u120} ¦      1\t[testpypi]\n     2\t  username = __token__\n     3\t  password = pypi-{t}
read netrc multiline ¦ a Read tool on ~/.netrc in the multi-line form ¦ {A40} ¦  1 | machine git.acme.io\n 2 |   login ci-bot\n 3 |   password {t}\n 4 | machine files.acme.io\n 5 |   login anonymous
read kubeconfig token ¦ a Read tool on a kubeconfig whose user has a bearer token ¦ {u64} ¦     18\tusers:\n    19\t- name: ci-deployer\n    20\t  user:\n    21\t    token: {t}
read kubeconfig key data ¦ a Read tool on a kubeconfig with client-key-data (base64 PEM) ¦ {b120} ¦     24\t  user:\n    25\t    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n    26\t    client-key-data: LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFWS0tLS0t{t}
read docker identitytoken ¦ a Read tool on ~/.docker/config.json with an identitytoken ¦ {u64} ¦      1\t{\n     2\t  "auths": {\n     3\t    "acmecr.azurecr.io": {\n     4\t      "auth": "MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwOg==",\n     5\t      "identitytoken": "{t}"\n     6\t    }\n     7\t  }\n     8\t}
read docker registrytoken ¦ a Read tool on a Docker config.json with a registrytoken ¦ {A48} ¦      1\t{"auths": {"registry.acme.io": {"registrytoken": "{t}"}}, "currentContext": "default"}
read git credentials ¦ a Read tool on ~/.git-credentials (one URL a line) ¦ {A40} ¦      1\thttps://oauth2:{t}@gitlab.acme.io\n     2\thttps://ci:x-oauth-basic@github.com
read aws credentials ¦ a Read tool on ~/.aws/credentials with a named profile ¦ {b40} ¦      1\t[default]\n     2\tregion = eu-north-1\n     3\t\n     4\t[acme-prod]\n     5\taws_access_key_id = AKIA2ACMEEXAMPLE7Q\n     6\taws_secret_access_key = {t}
read s3cfg ¦ a Read tool on ~/.s3cfg (s3cmd) with secret_key ¦ {b40} ¦      1\t[default]\n     2\taccess_key = DO00ACME7XQ2L\n     3\thost_base = fra1.digitaloceanspaces.com\n     4\tsecret_key = {t}
read pgpass ¦ a Read tool on ~/.pgpass (host:port:db:user:password) ¦ {p} ¦      1\tpg-primary.internal:5432:*:replicator:{t}\n     2\tlocalhost:5432:dev:dev:dev
read my cnf ¦ a Read tool on ~/.my.cnf with a [client] password ¦ {p} ¦      1\t[client]\n     2\tuser=analytics\n     3\tpassword="{t}"\n     4\thost=mysql-ro.internal
read boto ¦ a Read tool on ~/.boto with gs_secret_access_key ¦ {b40} ¦      1\t[Credentials]\n     2\tgs_access_key_id = GOOGACME3X9Q2LKZ7\n     3\tgs_secret_access_key = {t}
read gitconfig extraheader ¦ a Read tool on .git/config with an http extraheader ¦ {b64} ¦      7\t[http "https://dev.azure.com/"]\n     8\t\textraheader = AUTHORIZATION: basic {t}
read bundle config ¦ a Read tool on .bundle/config with a gem source credential ¦ {h40} ¦      1\t---\n     2\tBUNDLE_PATH: "vendor/bundle"\n     3\tBUNDLE_GEMS__ACME__IO: "ci:{t}"
read nuget config ¦ a Read tool on nuget.config with a ClearTextPassword ¦ {A52} ¦     12\t  <packageSourceCredentials>\n    13\t    <acme>\n    14\t      <add key="Username" value="ci" />\n    15\t      <add key="ClearTextPassword" value="{t}" />\n    16\t    </acme>\n    17\t  </packageSourceCredentials>
read wp config ¦ a Read tool on wp-config.php with DB_PASSWORD ¦ {p} ¦     22\tdefine( 'DB_NAME', 'wp_shop' );\n    23\tdefine( 'DB_USER', 'wp_shop' );\n    24\tdefine( 'DB_PASSWORD', '{t}' );\n    25\tdefine( 'DB_HOST', 'mysql-1' );
read django settings ¦ a Read tool on settings.py with SECRET_KEY ¦ {A50} ¦     21\t# SECURITY WARNING: keep the secret key used in production secret!\n    22\tSECRET_KEY = "django-insecure-{t}"\n    23\t\n    24\tDEBUG = False
read application properties ¦ a Read tool on application.properties with spring.datasource.password ¦ {p} ¦      4\tspring.datasource.url=jdbc:postgresql://pg-2:5432/orders\n     5\tspring.datasource.username=orders\n     6\tspring.datasource.password={t}
read appsettings development ¦ a Read tool on appsettings.Development.json with a connection string ¦ {p} ¦      1\t{\n     2\t  "ConnectionStrings": {\n     3\t    "Default": "Host=localhost;Database=shop;Username=shop;Password={t}"\n     4\t  }\n     5\t}
read terraformrc ¦ a Read tool on ~/.terraformrc with a credentials block ¦ {A14}.atlasv1.{A67} ¦      1\tcredentials "app.terraform.io" {\n     2\t  token = "{t}"\n     3\t}
read vault token ¦ a Read tool on ~/.vault-token (one line, hvs. prefix) ¦ hvs.{u90} ¦      1\t{t}
read gh hosts ¦ a Read tool on ~/.config/gh/hosts.yml with an oauth_token ¦ gho_{A36} ¦      1\tgithub.com:\n     2\t    user: dev\n     3\t    oauth_token: {t}\n     4\t    git_protocol: https
rg heading hits ¦ ripgrep's heading format (file name, then line:match) across a repository ¦ {A40} ¦ config/deploy.yml\n14:    SLACK_BOT_TOKEN: xoxb-{t}\n\nscripts/notify.sh\n3:curl -H "Authorization: Bearer $SLACK_BOT_TOKEN" https://slack.com/api/chat.postMessage
rg json hit ¦ ripgrep --json's match record ¦ {A40} ¦ {"type":"match","data":{"path":{"text":"infra/ci.env"},"lines":{"text":"CIRCLE_TOKEN={t}\n"},"line_number":9}}
shell docker run env ¦ a shell tool echoing docker run with -e and its error (exit code line) ¦ {p} ¦ $ docker run --rm -e POSTGRES_PASSWORD={t} -p 5432:5432 postgres:16\ndocker: Error response from daemon: driver failed programming external connectivity: Bind for 0.0.0.0:5432 failed: port is already allocated.\n[exit code 125]
shell helm set ¦ a shell tool echoing helm install --set with a password ¦ {p} ¦ $ helm install cache bitnami/redis --set auth.password={t} --namespace data\nError: INSTALLATION FAILED: cannot re-use a name that is still in use\n(exit 1)
shell mysql p ¦ a shell tool echoing mysql -p<password> and its warning ¦ {p} ¦ $ mysql -h mysql-1 -u report -p{t} -e 'select 1'\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 2003 (HY000): Can't connect to MySQL server on 'mysql-1:3306' (111)
shell az login ¦ a shell tool echoing az login --service-principal with -p ¦ {u40} ¦ $ az login --service-principal -u 0b3e8d1c-7a24-4f1e-9e62-5d7c1a2b3f40 -p {t} --tenant acme.onmicrosoft.com\nAADSTS7000215: Invalid client secret provided.
shell gh here string ¦ a shell tool echoing gh auth login --with-token with a here-string ¦ ghp_{A36} ¦ $ gh auth login --with-token <<< '{t}'\nerror validating token: HTTP 401: Bad credentials (https://api.github.com/)
shell export ¦ a shell tool echoing export lines and a failed command ¦ {A40} ¦ $ export ALGOLIA_APP_ID=7QX1K2M9PZ ALGOLIA_ADMIN_KEY={t} && npm run reindex\n> reindex\n> node scripts/reindex.js\nApiError: Invalid Application-ID or API key
shell set x trace ¦ a bash set -x trace (lines prefixed +) with a curl call ¦ {A40} ¦ + TOKEN={t}\n+ curl -fsS -H 'Authorization: Bearer {t}' https://ci.acme.io/api/v2/pipeline\ncurl: (22) The requested URL returned error: 401
diff cached yaml ¦ git diff --cached of a YAML config adding a password ¦ {p} ¦ diff --git a/config/database.yml b/config/database.yml\nindex 3b18e51..7c2a9f0 100644\n--- a/config/database.yml\n+++ b/config/database.yml\n@@ -8,3 +8,4 @@ production:\n   adapter: postgresql\n   username: shop\n+  password: {t}\n   host: pg-1
git log p removal ¦ git log -p showing a commit that removed a token (the old line with -) ¦ {A40} ¦ commit 8f14e45fceea167a5a36dedd4bea2543\nAuthor: dev <dev@acme.io>\nDate:   Thu Dec 3 10:12:44 2026 +0000\n\n    remove hardcoded token\n\ndiff --git a/src/client.ts b/src/client.ts\n@@ -4,1 +4,1 @@\n-const TOKEN = "{t}";\n+const TOKEN = process.env.API_TOKEN!;
git add p hunk ¦ a git add -p hunk and its prompt ¦ {A40} ¦ @@ -1,2 +1,3 @@\n FROM node:20-slim\n+ENV NPM_TOKEN={t}\n RUN npm ci\n(1/1) Stage this hunk [y,n,q,a,d,e,?]?
git stash show hunk ¦ a git stash show -p hunk of a local override file ¦ {p} ¦ diff --git a/docker-compose.override.yml b/docker-compose.override.yml\n@@ -3,2 +3,3 @@ services:\n   db:\n     environment:\n+      MARIADB_ROOT_PASSWORD: "{t}"
tool result stdout json ¦ an agent's shell tool result as JSON with stdout and exit code ¦ {A40} ¦ {"stdout": "HEROKU_API_KEY={t}\\nHEROKU_APP=acme-prod\\n", "stderr": "", "exit_code": 0, "command": "heroku config -s -a acme-prod | grep HEROKU"}
tool result truncated ¦ a tool result truncated in the middle, the secret before the cut ¦ {A40} ¦ Output (first 2,000 of 18,412 chars):\n... CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-{t}\nCONTENTFUL_SPACE_ID=x9k2mq7 ...\n[output truncated]
"""


def agent_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    cases = [
        *v.table("agent", "\n".join(rows[:half])),
        *v.table("agent", "\n".join(rows[half:]), raises="process"),
    ]
    # ``\t`` in a row is the tab cat -n and git put after a number or before a key.
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]
