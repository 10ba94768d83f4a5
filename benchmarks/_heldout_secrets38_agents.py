"""Held-out set 38: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, commands and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Goose, ``developer__shell``, Amp, Gemini CLI, ``run_shell_command``, Jules, Tabnine,
Augment, Junie, Trae, Kiro, Warp, Tabby, Refact, Plandex, Codex CLI, Kilo Code, gptme,
``execute_bash``, ``fs_read``, Cody, Kodu, ``printenv``, ``kubectl get secret``,
``helm get values``, ``git config --list`` and about 110 self-hosted apps' names did and
were dropped). Tool shapes, written as each tool prints its result (remembered, not copied,
so glyphs and padding may differ): Amazon Q Developer CLI's ``use_aws`` tool, ``gh copilot
suggest`` running its suggestion, AutoDev's DevIns ``/shell:`` and ``/file:`` commands,
mini-swe-agent's ``<returncode>``/``<output>`` observation, rawdog's script-and-output turn
and Codel's terminal log; single results in Tabnine Chat, Potpie, Mistral's Vibe CLI, Copilot Edits, Le Chat and
Graphite Reviewer, and trivy, grype, SonarLint and snyk configuration output. Commands no earlier set
ran: ``aws configure export-credentials``, ``conda config --show``, ``composer config
--list``, ``gem env``, ``docker context inspect``, ``pipx environment``, trivy's environment,
``snyk config``; files: ``.gemrc``, ``vercel.json``, ``railway.json``, a crossplane
provider secret, ``.grype.yaml``. Files no earlier set
read: Maloja's, HortusFox's, PairDrop's, Mafl's, Jotty's, LeafWiki's, MySpeed's,
TubeArchivist's, Wanderer's, Papra's, Spliit's, Blinko's, Reactive Resume's, Twenty's and
Plane's, through ripgrep, ag, grep, jq, psql, ``docker inspect`` and ``git diff``, and
HTTP tool responses minting their credentials.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 amazonq secretsmanager ¦ scenario 1 step 1: Amazon Q Developer CLI's use_aws tool, secretsmanager get-secret-value ¦ {p} ¦ 🛠️  Using tool: use_aws (trusted)\n ⋮ \n ● Running aws cli command:\n\nService name: secretsmanager\nOperation name: get-secret-value\nParameters: \n- secret-id: "prod/wanderer/db"\nRegion: eu-west-1\n ⋮ \n ● Completed in 0.9s\n{"Name": "prod/wanderer/db", "SecretString": "{\"username\":\"wanderer\",\"password\":\"{t}\"}"}
s1 amazonq ssm ¦ scenario 1 step 2: Amazon Q Developer CLI's use_aws tool, ssm get-parameter with decryption ¦ {A40} ¦ 🛠️  Using tool: use_aws (trusted)\n ⋮ \n ● Running aws cli command:\n\nService name: ssm\nOperation name: get-parameter\nParameters: \n- name: "/papra/auth-secret"\n- with-decryption: true\n ⋮ \n ● Completed in 0.4s\n{"Parameter": {"Name": "/papra/auth-secret", "Type": "SecureString", "Value": "{t}", "Version": 3}}
s1 amazonq export credentials ¦ scenario 1 step 3: Amazon Q Developer CLI's shell running aws configure export-credentials ¦ {b40} ¦ 🛠️  Using tool: use_aws (trusted)\n ● Running: aws configure export-credentials --profile deploy --format env\nexport AWS_ACCESS_KEY_ID=AKIA4R7XQ2M9LW3T8PZC\nexport AWS_SECRET_ACCESS_KEY={t}
s2 ghcopilot conda ¦ scenario 2 step 1: gh copilot suggest, then its suggestion run, conda config --show channels ¦ {A32} ¦ Suggestion:\n\n  conda config --show channels\n\n? Select an option  [Use arrows to move, type to filter]\n> Execute command\n\nchannels:\n  - https://conda.anaconda.org/t/{t}/acme-private\n  - conda-forge
s2 ghcopilot composer ¦ scenario 2 step 2: gh copilot suggest, composer config --global --list ¦ ghp_{A36} ¦ Suggestion:\n\n  composer config --global --list\n\n> Execute command\n\n[repositories.packagist.org.type] composer\n[github-oauth.github.com] {t}\n[process-timeout] 300
s2 ghcopilot gem env ¦ scenario 2 step 3: gh copilot suggest, gem env remote sources ¦ {p} ¦ Suggestion:\n\n  gem env\n\n> Execute command\n\nRubyGems Environment:\n  - RUBYGEMS VERSION: 3.5.22\n  - REMOTE SOURCES:\n     - https://rubygems.org/\n     - https://deploy:{t}@gems.acme.io/
s3 autodev shell ¦ scenario 3 step 1: AutoDev's DevIns /shell: command and its result, Spliit's .env ¦ {p} ¦ /shell:grep POSTGRES_PASSWORD spliit/.env\n```bash\nPOSTGRES_PASSWORD={t}\n```
s3 autodev file ¦ scenario 3 step 2: AutoDev's DevIns /file: command, Blinko's .env ¦ {A44} ¦ /file:blinko/.env#L1-L3\n```\nNEXTAUTH_URL=https://notes.acme.io\nNEXTAUTH_SECRET={t}\nDATABASE_URL=postgresql://postgres:mysecretpassword@postgres:5432/postgres\n```
s3 autodev docker context ¦ scenario 3 step 3: AutoDev's DevIns /shell:, docker context inspect with a TLS-free host holding a token ¦ {u43} ¦ /shell:docker context inspect remote --format '{{json .Endpoints.docker}}'\n```bash\n{"Host":"tcp://ci.acme.io:2376","SkipTLSVerify":false,"Token":"{t}"}\n```
s4 miniswe resume ¦ scenario 4 step 1: mini-swe-agent's observation, Reactive Resume's .env ¦ {h64} ¦ <returncode>0</returncode>\n<output>\nACCESS_TOKEN_SECRET={t}\nREFRESH_TOKEN_SECRET=\n</output>
s4 miniswe twenty ¦ scenario 4 step 2: mini-swe-agent's observation, Twenty CRM's .env ¦ {b44} ¦ <returncode>0</returncode>\n<output>\nSERVER_URL=http://localhost:3000\nAPP_SECRET={t}\nSTORAGE_TYPE=local\n</output>
s4 miniswe plane ¦ scenario 4 step 3: mini-swe-agent's observation, Plane's plane.env ¦ {h50} ¦ <returncode>0</returncode>\n<output>\nplane.env:14:SECRET_KEY={t}\n</output>
s5 rawdog maloja ¦ scenario 5 step 1: rawdog's generated script and its output, Maloja's settings ¦ {A40} ¦ ---\nimport configparser\nc = configparser.ConfigParser(); c.read('maloja/settings.ini')\nprint(dict(c['MALOJA']))\n---\nExecute script in markdown block? (Y/n): Y\n{'force_password': '{t}', 'data_directory': '/data'}
s5 rawdog hortusfox ¦ scenario 5 step 2: rawdog's script output, HortusFox's .env ¦ {p} ¦ Execute script in markdown block? (Y/n): Y\nDB_HOST=db\nDB_USER=hortusfox\nDB_PASSWORD={t}
s5 rawdog pairdrop ¦ scenario 5 step 3: rawdog's script output, PairDrop's rtc_config.json TURN credential ¦ {A32} ¦ Execute script in markdown block? (Y/n): Y\n{'urls': 'turn:turn.acme.io:3478', 'username': 'pairdrop', 'credential': '{t}'}
s6 codel mafl ¦ scenario 6 step 1: Codel's terminal log, Mafl's config.yml ¦ {h32} ¦ Terminal › $ cat mafl/config.yml\nservices:\n  - title: Sonar\n    type: sonar\n    options:\n      api_key: {t}
s6 codel myspeed ¦ scenario 6 step 2: Codel's terminal log, MySpeed's environment ¦ {p} ¦ Terminal › $ docker exec myspeed env | grep -i pass\nMYSPEED_PASSWORD={t}
s6 codel tubearchivist ¦ scenario 6 step 3: Codel's terminal log, TubeArchivist's docker-compose.yml ¦ {p} ¦ Terminal › $ grep -n ELASTIC_PASSWORD tubearchivist/docker-compose.yml\n15:      - ELASTIC_PASSWORD={t}
"""

SINGLES = r"""
tabnine jotty ¦ a Tabnine Chat answer quoting Jotty's .env from the workspace context ¦ {A40} ¦ Based on `jotty/.env` in your workspace, the session secret is set here:\n```\nSESSION_SECRET={t}\n```
potpie leafwiki ¦ a Potpie agent's tool result, LeafWiki's start command ¦ {p} ¦ [tool: get_code_from_node_id] → leafwiki --host 0.0.0.0 --admin-password '{t}' --jwt-secret-file /run/secrets/jwt
vibe cli gemrc ¦ Mistral's Vibe CLI bash tool result, ~/.gemrc with a private source's credentials ¦ {p} ¦ ● bash(cat ~/.gemrc)\n  ⎿ ---\n    :sources:\n    - https://rubygems.org/\n    - https://ci:{t}@gems.acme.io/\n    :update_sources: true
copilot edits vercel ¦ Copilot Edits' working-set summary quoting a vercel.json with an env value ¦ {A24} ¦ Copilot Edits › vercel.json (1 change)\n   "env": {\n-    "BLOB_READ_WRITE_TOKEN": "@blob-token"\n+    "BLOB_READ_WRITE_TOKEN": "vercel_blob_rw_{t}"\n   }
le chat railway ¦ a Le Chat code-interpreter result printing railway.json variables ¦ {p} ¦ Code output:\n{'build': {'builder': 'NIXPACKS'}, 'deploy': {'startCommand': 'node server.js'}, 'variables': {'PGPASSWORD': '{t}'}}
graphite reviewer ¦ a Graphite Reviewer comment quoting a committed crossplane provider secret ¦ {b40} ¦ 🔍 Graphite Reviewer: `infra/provider-aws.yaml` commits a credential:\n```yaml\nstringData:\n  credentials: |\n    [default]\n    aws_secret_access_key = {t}\n```
trivy env ¦ a shell tool printing trivy's registry login from the environment ¦ {p} ¦ $ env | grep ^TRIVY_\nTRIVY_USERNAME=scanner\nTRIVY_PASSWORD={t}\nTRIVY_SEVERITY=HIGH,CRITICAL
grype config ¦ a shell tool printing a grype config with a registry password ¦ {p} ¦ $ cat .grype.yaml\nregistry:\n  auth:\n    - authority: registry.acme.io\n      username: scanner\n      password: {t}
sonarlint connected ¦ a SonarLint connected-mode settings file read by an agent's file tool ¦ squ_{h40} ¦ read_file(".vscode/settings.json") →\n{\n  "sonarlint.connectedMode.connections.sonarqube": [\n    { "serverUrl": "https://sonar.acme.io", "token": "{t}" }\n  ]\n}
snyk code config ¦ an agent's shell printing snyk config, which lists the API token ¦ {uuid} ¦ $ snyk config\napi: {t}\norg: acme-platform
pipx environment ¦ a shell tool printing pipx environment with a private index URL ¦ {A36} ¦ $ pipx environment\nPIPX_HOME=/home/dev/.local/share/pipx\nPIP_INDEX_URL=https://__token__:{t}@pypi.acme.io/simple\nPIPX_BIN_DIR=/home/dev/.local/bin
"""

EXTRA = r"""
docker context meta ¦ a file read of a docker context's meta.json holding a token in its endpoint ¦ {u43} ¦ $ cat ~/.docker/contexts/meta/4f2c*/meta.json\n{"Name":"remote","Endpoints":{"docker":{"Host":"tcp://ci.acme.io:2376","SkipTLSVerify":false,"Token":"{t}"}}}
conda condarc grep ¦ grep over a .condarc for a channel token ¦ {A32} ¦ $ grep -n '/t/' ~/.condarc\n4:  - https://conda.anaconda.org/t/{t}/acme-private
twenty diff ¦ git diff of Twenty's .env committed with a real app secret ¦ {b44} ¦ $ git show HEAD -- packages/twenty-server/.env\n-APP_SECRET=replace_me_with_a_random_string\n+APP_SECRET={t}
maloja mint ¦ an HTTP tool response minting a Maloja API key ¦ {A40} ¦ HTTP 200 POST /apis/mlj_1/newkey\n{"status":"ok","key":"{t}","client":"phone"}
papra mint ¦ an HTTP tool response minting a Papra API key ¦ ppapi_{A48} ¦ HTTP 201 POST /api/api-keys\n{"apiKey":{"id":"ak_7qm2","name":"scanner"},"token":"{t}"}
blinko rg ¦ ripgrep over Blinko's compose file for the database password ¦ {p} ¦ $ rg -n 'POSTGRES_PASSWORD' blinko/docker-compose.prod.yml\n31:      POSTGRES_PASSWORD: {t}
jotty diff ¦ git diff of Jotty's compose file with a session secret ¦ {h64} ¦ $ git diff docker-compose.yml\n       - NODE_ENV=production\n-      - SESSION_SECRET=${SESSION_SECRET}\n+      - SESSION_SECRET={t}
leafwiki mint ¦ an HTTP tool response minting a LeafWiki admin session ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u72}.{u43} ¦ HTTP 200 POST /api/auth/login\n{"user":{"username":"admin","role":"admin"},"token":"{t}"}
hortusfox ag ¦ ag (the silver searcher) over HortusFox's .env ¦ {p} ¦ $ ag DB_PASSWORD hortusfox/\nhortusfox/.env\n7:DB_PASSWORD={t}
resume rg ¦ ripgrep over Reactive Resume's compose file for its browserless token ¦ {h32} ¦ $ rg -n CHROME_TOKEN reactive-resume/\nreactive-resume/compose.yml:22:      CHROME_TOKEN: {t}\nreactive-resume/compose.yml:48:      TOKEN: {t}
tubearchivist diff ¦ git diff of TubeArchivist's compose file setting its admin password ¦ {p} ¦ $ git diff docker-compose.yml\n-      - TA_PASSWORD=verysecret\n+      - TA_PASSWORD={t}
pairdrop jq ¦ jq over PairDrop's rtc_config.json printing the TURN credential bare ¦ {A32} ¦ $ jq -r '.iceServers[1].credential' pairdrop/rtc_config.json\n{t}
mafl diff ¦ git diff of Mafl's config.yml adding a service API key ¦ {h32} ¦ $ git diff config.yml\n   - title: Paperless\n     type: paperless\n+    options:\n+      api_key: {t}
wanderer mint ¦ an HTTP tool response minting a Wanderer (PocketBase) auth token ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u96}.{u43} ¦ HTTP 200 POST /api/collections/users/auth-with-password\n{"record":{"id":"k3v9q2m8x1z7a4b","username":"ops"},"token":"{t}"}
papra grep context ¦ grep -C1 over Papra's .env for its ingestion secret ¦ {A40} ¦ $ grep -C1 INGESTION papra/.env\n11-DOCUMENT_STORAGE_DRIVER=filesystem\n12:INGESTION_FOLDER_WEBHOOK_SECRET={t}\n13-PORT=1221
spliit docker inspect ¦ docker inspect of Spliit's container, environment as JSON ¦ {p} ¦ $ docker inspect spliit --format '{{json .Config.Env}}'\n["POSTGRES_PRISMA_URL=postgresql://spliit:{t}@db:5432/spliit","NEXT_PUBLIC_BASE_URL=https://split.acme.io"]
maloja grep ¦ grep over Maloja's environment file for its forced admin password ¦ {A32} ¦ $ grep -rn MALOJA_FORCE_PASSWORD maloja/\nmaloja/.env:3:MALOJA_FORCE_PASSWORD={t}
twenty psql ¦ psql output of Twenty's key table, printing a value bare in a table ¦ {b44} ¦ $ psql -c 'select name, "encryptedKey" from core."keyValuePair" limit 2'\n   name    |                 encryptedKey\n-----------+----------------------------------------------\n zapier    | {t}\n(1 row)
jotty jq ¦ jq over Jotty's settings.json for its SSO client secret ¦ {A40} ¦ $ jq .oidc jotty/data/settings.json\n{\n  "issuer": "https://sso.acme.io",\n  "clientId": "jotty",\n  "clientSecret": "{t}"\n}
myspeed mint ¦ an HTTP tool response minting a MySpeed API token ¦ {h48} ¦ HTTP 200 POST /api/config/token\n{"message":"Token generated","token":"{t}"}
wanderer rg ¦ ripgrep over Wanderer's compose files for its Meili key ¦ {A44} ¦ $ rg -n MEILI_MASTER_KEY wanderer/\nwanderer/docker-compose.yml:9:      MEILI_MASTER_KEY: {t}
papra diff ¦ git diff of Papra's .env.example committed with a real auth secret ¦ {A48} ¦ $ git diff --cached apps/papra-server/.env.example\n-AUTH_SECRET=change-me\n+AUTH_SECRET={t}
plane mint ¦ an HTTP tool response minting a Plane API token ¦ plane_api_{h32} ¦ HTTP 201 POST /api/users/api-tokens/\n{"id":"2f1d7a3e","label":"ci","token":"{t}","expired_at":null}
twenty mint ¦ an HTTP tool response minting a Twenty API key ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u88}.{u43} ¦ HTTP 200 POST /graphql generateApiKeyToken\n{"data":{"generateApiKeyToken":{"token":"{t}"}}}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:6]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[6:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
    ]
