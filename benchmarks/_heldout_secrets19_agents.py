"""Held-out set 19: what a coding agent's tools return when they touch a secret.

File reads in the shape agents' Read tools return them (``cat -n`` style numbered lines, a
tab or an arrow after the number) of ``.env`` variants, ``.npmrc``, ``.pypirc``, ``.netrc``,
kubeconfig, Docker's ``config.json``, ``.yarnrc.yml``, ``auth.json``, Cargo's
``credentials.toml``, ``.gem/credentials``, ``pip.conf``, ``.condarc``, ``.m2/settings.xml``,
``gradle.properties``, ``.bazelrc``, ``terraform.tfvars``, ``.dockercfg``, a devcontainer and
``launchSettings.json``; a search tool's ``path:line:`` hits; shell commands with credentials
in flags and in the environment, as an agent's shell tool echoes them (with its exit code);
unified diffs, ``git show`` and ``.rej`` hunks that add, rotate or remove a secret; and a tool
result wrapped as JSON. Where a format is the tool's own (the numbering, the exit-code line),
the source says so; the secrets' shapes are generic (no vendor prefix) unless said.
"""

from __future__ import annotations

import dataclasses

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

ROWS = r"""
read env local ¦ an agent's Read tool on .env.local (numbered lines, a tab after the number) ¦ {A40} ¦      1\tNEXT_PUBLIC_SITE=https://acme.io\n     2\tREVALIDATE_SECRET={t}\n     3\tNEXT_TELEMETRY_DISABLED=1
read env arrow ¦ a Read tool on .env.production whose numbers end in an arrow (→) ¦ {p} ¦      1→# prod\n     2→DB_USER=app\n     3→DB_PASS="{t}"\n     4→DB_HOST=pg-primary.internal
read npmrc scoped ¦ a Read tool on .npmrc with a scoped registry's _authToken ¦ {A36} ¦      1\t@acme:registry=https://npm.pkg.acme.io/\n     2\t//npm.pkg.acme.io/:_authToken={t}\n     3\talways-auth=true
read npmrc password ¦ a Read tool on .npmrc with a registry's base64 _password and username ¦ {b32} ¦      1\tregistry=https://nexus.acme.io/repository/npm-group/\n     2\t//nexus.acme.io/repository/npm-group/:username=ci\n     3\t//nexus.acme.io/repository/npm-group/:_password={t}
read pypirc ¦ a Read tool on ~/.pypirc with an index server's password ¦ {p} ¦      1\t[distutils]\n     2\tindex-servers = internal\n     3\t\n     4\t[internal]\n     5\trepository = https://pypi.acme.io/simple/\n     6\tusername = release-bot\n     7\tpassword = {t}
read netrc one line ¦ a Read tool on ~/.netrc written on one line ¦ {h40} ¦      1\tmachine api.acme.io login deploy password {t}\n     2\tdefault login anonymous password guest@
read kubeconfig exec env ¦ a Read tool on a kubeconfig whose exec plugin gets a secret by env ¦ {u48} ¦     14\tusers:\n    15\t- name: ops\n    16\t  user:\n    17\t    exec:\n    18\t      command: acme-k8s-auth\n    19\t      env:\n    20\t      - name: ACME_CLIENT_SECRET\n    21\t        value: {t}
read kubeconfig password ¦ a Read tool on a kubeconfig with basic-auth username and password ¦ {p} ¦     22\t- name: legacy-admin\n    23\t  user:\n    24\t    password: {t}\n    25\t    username: admin
read docker config ¦ a Read tool on ~/.docker/config.json (auth is base64 of user:token) ¦ {b48} ¦      1\t{\n     2\t  "auths": {\n     3\t    "registry.acme.io": {\n     4\t      "auth": "{t}"\n     5\t    }\n     6\t  },\n     7\t  "credsStore": ""\n     8\t}
read dockercfg legacy ¦ a Read tool on the legacy ~/.dockercfg with auth and email ¦ {b40} ¦      1\t{"https://quay.acme.io": {"auth": "{t}", "email": "ci@acme.io"}}
read yarnrc ¦ a Read tool on .yarnrc.yml with npmAuthToken under npmScopes ¦ {u40} ¦      1\tnodeLinker: node-modules\n     2\tnpmScopes:\n     3\t  acme:\n     4\t    npmRegistryServer: "https://npm.acme.io"\n     5\t    npmAuthToken: "{t}"
read composer auth ¦ a Read tool on composer's auth.json with http-basic credentials ¦ {A32} ¦      1\t{\n     2\t    "http-basic": {\n     3\t        "repo.packagist.com": {\n     4\t            "username": "token",\n     5\t            "password": "{t}"\n     6\t        }\n     7\t    }\n     8\t}
read cargo credentials ¦ a Read tool on ~/.cargo/credentials.toml with a private registry token ¦ {A32} ¦      1\t[registries.acme]\n     2\ttoken = "Bearer {t}"
read gem credentials ¦ a Read tool on ~/.gem/credentials (YAML with a symbol key) ¦ {h48} ¦      1\t---\n     2\t:rubygems_api_key: {t}\n     3\t:acme: Basic cmVsZWFzZQ==
read pip conf ¦ a Read tool on pip.conf with credentials in the extra index URL ¦ {p} ¦      1\t[global]\n     2\tindex-url = https://pypi.org/simple\n     3\textra-index-url = https://ci:{t}@pypi.acme.io/simple/
read condarc ¦ a Read tool on .condarc with a channel token in its URL ¦ {A32} ¦      1\tchannels:\n     2\t  - https://conda.acme.io/t/{t}/acme-internal\n     3\t  - conda-forge
read maven settings ¦ a Read tool on ~/.m2/settings.xml with a server's password ¦ {p} ¦     11\t    <server>\n    12\t      <id>acme-releases</id>\n    13\t      <username>deployer</username>\n    14\t      <password>{t}</password>\n    15\t    </server>
read gradle properties ¦ a Read tool on ~/.gradle/gradle.properties with signing and repository keys ¦ {A40} ¦      1\torg.gradle.jvmargs=-Xmx2g\n     2\tsigning.keyId=24875D73\n     3\tacmeRepoUser=ci\n     4\tacmeRepoKey={t}
read bazelrc ¦ a Read tool on .bazelrc with a remote cache header ¦ {A40} ¦      7\tbuild:remote --remote_cache=grpcs://cache.acme.io\n     8\tbuild:remote --remote_header=x-buildbuddy-api-key={t}
read tfvars ¦ a Read tool on terraform.tfvars ¦ {p} ¦      1\tregion         = "eu-north-1"\n     2\tdb_username    = "app"\n     3\tdb_password    = "{t}"\n     4\tinstance_class = "db.t4g.medium"
read devcontainer ¦ a Read tool on .devcontainer/devcontainer.json with containerEnv ¦ {A40} ¦      5\t  "containerEnv": {\n     6\t    "GH_TOKEN": "{t}",\n     7\t    "TZ": "Europe/Oslo"\n     8\t  },
read launch settings ¦ a Read tool on Properties/launchSettings.json with environmentVariables ¦ {p} ¦     12\t      "environmentVariables": {\n    13\t        "ASPNETCORE_ENVIRONMENT": "Development",\n    14\t        "ConnectionStrings__Main": "Server=localhost;Database=shop;User Id=sa;Password={t};TrustServerCertificate=True"\n    15\t      }
grep hits ¦ an agent's search tool printing path:line: hits across a repository ¦ {A32} ¦ Found 3 matches\nscripts/seed.ts:4:const API = "https://api.acme.io";\nscripts/seed.ts:5:const KEY = "{t}";\ndocs/setup.md:12:Set KEY in scripts/seed.ts before running.
grep context ¦ a search tool with context lines (path-line- and path:line: prefixes) ¦ {p} ¦ config/mail.php-14-    'host' => 'smtp.acme.io',\nconfig/mail.php:15:    'password' => '{t}',\nconfig/mail.php-16-    'port' => 587,
glob then read ¦ a tool result listing files and then showing one (.env.staging) ¦ {A44} ¦ Found 4 files: .env.example, .env.staging, .env.test, .envrc\n--- .env.staging ---\nSTRIPE_WEBHOOK_SECRET=whsec_{t}\nSENTRY_ENVIRONMENT=staging
shell exit code ¦ an agent's shell tool echoing the command and its exit code ¦ {p} ¦ $ mysql -h db-1 -u report -p'{t}' -e 'SELECT 1'\nERROR 2003 (HY000): Can't connect to MySQL server on 'db-1:3306' (111)\nExit code: 1
shell env prefix ¦ a shell tool running a command with a credential set in its environment prefix ¦ {A40} ¦ $ HF_TOKEN={t} python scripts/push_model.py --repo acme/ranker\nTraceback (most recent call last):\n  File "scripts/push_model.py", line 3, in <module>\n    import huggingface_hub\nModuleNotFoundError: No module named 'huggingface_hub'\n[exit 1]
shell helm repo ¦ a shell tool running helm repo add with --password ¦ {p} ¦ $ helm repo add acme https://charts.acme.io --username ci --password {t}\nError: looks like "https://charts.acme.io" is not a valid chart repository or cannot be reached: failed to fetch https://charts.acme.io/index.yaml : 401 Unauthorized
shell az login ¦ a shell tool running az login with a service principal secret ¦ {u40} ¦ $ az login --service-principal -u 9f8e7d6c-5b4a-4321-8fed-cba987654321 -p {t} --tenant acme.onmicrosoft.com\nAADSTS7000215: Invalid client secret provided.\n(exit status 1)
shell redis cli ¦ a shell tool running redis-cli -a ¦ {A32} ¦ $ redis-cli -h cache-1 -a {t} PING\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\nAUTH failed: WRONGPASS invalid username-password pair or user is disabled.
shell gh secret ¦ a shell tool running gh secret set with --body ¦ {A40} ¦ $ gh secret set DEPLOY_TOKEN --repo acme/shop --body {t}\nHTTP 403: Resource not accessible by integration (https://api.github.com/repos/acme/shop/actions/secrets/public-key)
shell export chain ¦ a shell tool's command chaining export and a deploy ¦ {A48} ¦ $ export CF_API_TOKEN={t} && wrangler deploy\n✘ [ERROR] A request to the Cloudflare API (/accounts/2f1e/workers/scripts/shop) failed.\n  Authentication error [code: 10000]
shell docker run env ¦ a shell tool running docker run -e with a database password ¦ {p} ¦ $ docker run --rm -e POSTGRES_PASSWORD={t} -p 5432:5432 postgres:16\ndocker: Error response from daemon: driver failed programming external connectivity: Bind for 0.0.0.0:5432 failed: port is already allocated.
shell openssl pass ¦ a shell tool running openssl with -passin pass: ¦ {p} ¦ $ openssl pkcs12 -in cert.p12 -nokeys -passin pass:{t}\nMac verify error: invalid password?\nexit=1
shell sshpass ¦ a shell tool running rsync through sshpass -p ¦ {p} ¦ $ sshpass -p {t} rsync -az ./dist/ deploy@web-3:/srv/www/\nPermission denied, please try again.\nrsync: connection unexpectedly closed (0 bytes received so far) [sender]\nexit code 5
diff add env ¦ a unified diff (git diff) adding a key to a committed config ¦ {A40} ¦ diff --git a/config/settings.yaml b/config/settings.yaml\nindex 3b18e51..9c2f4a7 100644\n--- a/config/settings.yaml\n+++ b/config/settings.yaml\n@@ -7,6 +7,7 @@ payments:\n   provider: adyen\n   merchant: AcmeECOM\n+  api_key: {t}\n   timeout_ms: 8000
diff rotate ¦ a unified diff rotating a webhook secret (the old line removed, the new one added) ¦ {u32} ¦ @@ -12,7 +12,7 @@ export const config = {\n   region: "eu",\n-  webhookSecret: "whsec_OldValueRemovedInThisHunk",\n+  webhookSecret: "whsec_{t}",\n   retries: 3,
diff remove ¦ a diff removing a hard-coded password (the secret on the minus line) ¦ {p} ¦ --- a/src/db.go\n+++ b/src/db.go\n@@ -21,3 +21,3 @@ func Open() (*sql.DB, error) {\n-\tdsn := "host=pg-1 user=app password={t} dbname=app"\n+\tdsn := os.Getenv("DATABASE_DSN")\n \treturn sql.Open("postgres", dsn)
git show stat ¦ git show with a stat and the hunk of a committed .npmrc ¦ {A36} ¦ commit 7d41a9c2e0b3f5a6d8c1e2f4a7b9c0d3e5f6a8b1\nAuthor: dev <dev@acme.io>\n\n    chore: registry auth\n\n .npmrc | 1 +\n 1 file changed, 1 insertion(+)\n\n@@ -0,0 +1 @@\n+//registry.npmjs.org/:_authToken=npm_{t}
patch reject ¦ a .rej file left by patch when a hunk with a secret did not apply ¦ {p} ¦ patching file deploy/values-prod.yaml\nHunk #1 FAILED at 18.\n1 out of 1 hunk FAILED -- saving rejects to file deploy/values-prod.yaml.rej\n--- deploy/values-prod.yaml.rej\n@@ -18,2 +18,2 @@\n-  adminPassword: changeme\n+  adminPassword: {t}
tool result json ¦ a tool result wrapped as JSON by an agent framework (the output an escaped string) ¦ {A40} ¦ {"type": "tool_result", "tool_use_id": "toolu_01J8x", "is_error": true, "content": "cat: write error: Broken pipe\\nAIRTABLE_TOKEN={t}\\nBASE_ID=appX81"}
notebook cell output ¦ an agent reading a Jupyter notebook whose cell output printed os.environ ¦ {A40} ¦ "outputs": [{"name": "stdout", "output_type": "stream", "text": ["environ({'HOME': '/home/jovyan', ", "'WANDB_API_KEY': '{t}', ", "'SHELL': '/bin/bash'})\\n"]}]
"""


def agent_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    cases = [
        *v.table("agent", "\n".join(rows[:third])),
        *v.table("agent", "\n".join(rows[third : 2 * third]), raises="process"),
        *v.table("agent", "\n".join(rows[2 * third :]), raises="context"),
    ]
    # ``\t`` in a row is the tab a numbered file read puts after the line number.
    return [dataclasses.replace(case, text=case.text.replace("\\t", "\t")) for case in cases]
