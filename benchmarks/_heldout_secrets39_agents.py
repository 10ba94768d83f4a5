"""Held-out set 39: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results. The outputs quoted are of
kinds no earlier set showed (each grepped for in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file): pyright and ESLint diagnostics, vitest, RSpec and ``go vet``
failures quoting fixtures, Composer's ``auth.json``; the agents' names (Copilot Workspace,
Cosine Genie, Replit Agent and the others) are each named in at most three earlier files, so
their tool shapes, written as each prints a result (remembered, not copied), are the fresh
part less than the outputs. Single results also read files no earlier set read: hub's
``~/.config/hub``, ``~/.sbt/.credentials``, podman's ``containers/auth.json``, ``~/.lftprc``,
hcloud's ``cli.toml``, ``~/.fly/config.yml``, glab's and tea's ``config.yml``,
``~/.gitcookies``, the JFrog CLI's config, ``freetds.conf`` and newsboat's config.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

ROWS = r"""
s1 copilot workspace pyright ¦ scenario 1 step 1: a Copilot Workspace terminal step running pyright ¦ {A40} ¦ ▶ Terminal: npx pyright app/settings.py\n/home/dev/app/settings.py:14:20 - error: Argument of type "Literal['{t}']" cannot be assigned to parameter "timeout" of type "int"\n1 error, 0 warnings, 0 informations
s1 copilot workspace composer ¦ scenario 1 step 2: a Copilot Workspace terminal step, Composer's auth.json ¦ {h40} ¦ ▶ Terminal: cat ~/.composer/auth.json\n{\n    "github-oauth": {\n        "github.com": "{t}"\n    }\n}
s1 copilot workspace eslint ¦ scenario 1 step 3: a Copilot Workspace terminal step running ESLint ¦ {A32} ¦ ▶ Terminal: npx eslint src/billing.ts\n/home/dev/web/src/billing.ts\n  7:24  error  'STRIPE_KEY' is assigned a value but never used: const STRIPE_KEY = "sk_live_{t}"  @typescript-eslint/no-unused-vars\n✖ 1 problem (1 error, 0 warnings)
s2 cosine vitest ¦ scenario 2 step 1: Cosine Genie's run_tests result, a vitest failure quoting a fixture ¦ {A36} ¦ [genie] run_tests → exit 1\n FAIL  tests/webhook.test.ts > signs the payload\nAssertionError: expected 'sha256=9f1c…' to be 'sha256=77a0…'\n ❯ tests/webhook.test.ts:18:31\n     16| const secret = "{t}"\n     17| const sig = sign(body, secret)\n     18| expect(sig).toBe(fixture.sig)
s2 cosine rspec ¦ scenario 2 step 2: Cosine Genie's run_tests result, an RSpec failure ¦ {p} ¦ [genie] run_tests → exit 1\nFailures:\n  1) Ldap::Bind authenticates the service user\n     Failure/Error: expect(bind(user: "svc-ldap", password: "{t}")).to be true\n       expected true\n            got false\n     # ./spec/ldap/bind_spec.rb:12
s2 cosine go vet ¦ scenario 2 step 3: Cosine Genie's run_command result, go vet ¦ {h64} ¦ [genie] run_command(go vet ./...) → exit 1\n# acme/ingest/internal/hmac\ninternal/hmac/sign_test.go:21:2: fmt.Sprintf format %d has arg "{t}" of wrong type string
s3 replit journal ¦ scenario 3 step 1: Replit Agent's shell result, journalctl of a unit with a token on its command line ¦ {A43} ¦ Agent ran `journalctl -u vault-agent --since today | tail -1`\nDec 06 13:20:44 web-2 vault-agent[2211]: exec: /usr/bin/curl -sf -H "X-Vault-Token: hvs.{t}" http://127.0.0.1:8200/v1/sys/health
s3 replit ps ¦ scenario 3 step 2: Replit Agent's shell result, ps with a password on a command line ¦ {p} ¦ Agent ran `ps -eo pid,args | grep [m]ysqldump`\n 4419 mysqldump -h db.internal -u backup -p{t} --single-transaction shop
s3 replit history ¦ scenario 3 step 3: Replit Agent's shell result, history grep ¦ {A40} ¦ Agent ran `history | grep -i export`\n  211  export HF_TOKEN=hf_{t}\n  214  export PATH=$HOME/.local/bin:$PATH
s4 tabby pypirc ¦ scenario 4 step 1: a Tabby chat answer's attached command output, ~/.pypirc ¦ {A64} ¦ $ cat ~/.pypirc\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmcC{t}
s4 tabby gh hosts ¦ scenario 4 step 2: a Tabby chat answer's attached command output, gh's hosts.yml ¦ {A36} ¦ $ cat ~/.config/gh/hosts.yml\ngithub.com:\n    user: mdev\n    oauth_token: gho_{t}\n    git_protocol: ssh
s4 tabby git config ¦ scenario 4 step 3: a Tabby chat answer's attached command output, .git/config with a token in a remote ¦ {A40} ¦ $ cat .git/config\n[remote "origin"]\n\turl = https://oauth2:glpat-{t}@gitlab.acme.io/ops/infra.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*
s5 bito npmrc ¦ scenario 5 step 1: Bito's run result, ~/.npmrc ¦ {A36} ¦ Bito › run `cat ~/.npmrc`\n//npm.pkg.github.com/:_authToken=ghp_{t}\n@acme:registry=https://npm.pkg.github.com
s5 bito docker config ¦ scenario 5 step 2: Bito's run result, ~/.docker/config.json ¦ {b60} ¦ Bito › run `cat ~/.docker/config.json`\n{\n  "auths": {\n    "registry.acme.io": {\n      "auth": "{t}"\n    }\n  }\n}
s5 bito netrc ¦ scenario 5 step 3: Bito's run result, ~/.netrc ¦ {p} ¦ Bito › run `cat ~/.netrc`\nmachine nexus.acme.io login deploy password {t}
s6 blackbox crontab ¦ scenario 6 step 1: Blackbox AI agent's terminal result, crontab -l ¦ {h40} ¦ [terminal] crontab -l\n*/15 * * * * curl -fsS https://hc.acme.io/ping/{t} >/dev/null
s6 blackbox systemd ¦ scenario 6 step 2: Blackbox AI agent's terminal result, systemctl cat ¦ {p} ¦ [terminal] systemctl cat grafana-agent\n[Service]\nEnvironment=GRAFANA_CLOUD_PASSWORD={t}\nExecStart=/usr/bin/grafana-agent --config.file=/etc/grafana-agent.yaml
s6 blackbox proc environ ¦ scenario 6 step 3: Blackbox AI agent's terminal result, /proc/PID/environ split on NULs ¦ {A32} ¦ [terminal] tr '\\0' '\\n' < /proc/3391/environ | grep -i secret\nDJANGO_SECRET_KEY={t}
single http mint ¦ an HTTP tool's response minting a deploy key ¦ {A48} ¦ http_request(POST https://ci.acme.io/api/v4/projects/88/deploy_tokens) → 201\n{"id":412,"name":"release","username":"gitlab+deploy-token-412","token":"{t}","expires_at":null}
single ripgrep json ¦ ripgrep --json output (a match event) ¦ {A40} ¦ {"type":"match","data":{"path":{"text":"ops/ansible/group_vars/prod.yml"},"lines":{"text":"datadog_api_key: {t}\n"},"line_number":9}}
single diff ¦ git diff of a committed .env.production ¦ {p} ¦ diff --git a/.env.production b/.env.production\n@@ -3,3 +3,3 @@\n-REDIS_PASSWORD=changeme\n+REDIS_PASSWORD={t}\n REDIS_HOST=cache.internal
single mypy ¦ mypy error quoting a literal ¦ {h40} ¦ app/clients.py:31: error: Argument "retries" to "Client" has incompatible type "str"; expected "int"  [arg-type]\n    Client(api_key="{t}", retries="3")
single hub config ¦ a shell tool's output: hub's ~/.config/hub (no earlier set read it) ¦ {h40} ¦ $ cat ~/.config/hub\ngithub.com:\n- user: mdev\n  oauth_token: {t}\n  protocol: https
single sbt credentials ¦ a shell tool's output: ~/.sbt/.credentials ¦ {p} ¦ $ cat ~/.sbt/.credentials\nrealm=Sonatype Nexus Repository Manager\nhost=nexus.acme.io\nuser=deploy\npassword={t}
single containers auth ¦ a shell tool's output: podman's containers/auth.json ¦ {b56} ¦ $ cat ${XDG_RUNTIME_DIR}/containers/auth.json\n{\n\t"auths": {\n\t\t"quay.acme.io": {\n\t\t\t"auth": "{t}"\n\t\t}\n\t}\n}
single lftprc ¦ a shell tool's output: ~/.lftprc with a bookmark holding a password ¦ {p} ¦ $ grep open ~/.lftprc\nopen -u mirror,{t} sftp://files.acme.io
single hcloud toml ¦ a shell tool's output: hcloud's cli.toml ¦ {A64} ¦ $ cat ~/.config/hcloud/cli.toml\nactive_context = "prod"\n\n[[contexts]]\n  name = "prod"\n  token = "{t}"
single fly config ¦ a shell tool's output: ~/.fly/config.yml ¦ {A43} ¦ $ cat ~/.fly/config.yml\naccess_token: fo1_{t}\nmetrics_token: ""\nsend_metrics: true
single glab config ¦ a shell tool's output: glab-cli's config.yml ¦ {A20} ¦ $ grep -A3 gitlab.acme.io ~/.config/glab-cli/config.yml\n    gitlab.acme.io:\n        token: glpat-{t}\n        api_protocol: https
single tea config ¦ a shell tool's output: Gitea tea's config.yml ¦ {h40} ¦ $ cat ~/.config/tea/config.yml\nlogins:\n- name: acme\n  url: https://git.acme.io\n  token: {t}\n  default: true
single gitcookies ¦ a shell tool's output: ~/.gitcookies (Netscape cookie format) ¦ {A40} ¦ $ tail -1 ~/.gitcookies\n.googlesource.com\tTRUE\t/\tTRUE\t2147483647\to\tgit-mdev.acme.io=1//{t}
single jfrog config ¦ a shell tool's output: jfrog CLI's jfrog-cli.conf.v6 ¦ {A64} ¦ $ cat ~/.jfrog/jfrog-cli.conf.v6\n{\n  "servers": [\n    {\n      "url": "https://acme.jfrog.io/",\n      "accessToken": "{t}",\n      "serverId": "acme"\n    }\n  ]\n}
single freetds ¦ a shell tool's output: a freetds.conf with a password (an odd but seen layout) ¦ {p} ¦ $ tail -4 /etc/freetds/freetds.conf\n[mssql-prod]\n\thost = 10.0.4.21\n\tport = 1433\n\t# dump password: {t}
single newsboat ¦ a shell tool's output: newsboat's config with a Miniflux password ¦ {p} ¦ $ grep miniflux ~/.newsboat/config\nurls-source "miniflux"\nminiflux-url "https://rss.acme.io/"\nminiflux-login "mdev"\nminiflux-password "{t}"
"""


def agent_cases(v: Values) -> list[Case]:
    return v.table("agent", ROWS)
