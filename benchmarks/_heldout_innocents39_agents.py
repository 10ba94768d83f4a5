"""Innocent set 39: coding-agent output with no secret in set 39's tool shapes, public ids
(key ids, fingerprints, digests, build, trace and span ids) beside credential words, set
39's languages, and public ids of set 39's vendors.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦▶ Terminal: npx pyright app/settings.py⟧ ⟦0 errors, 0 warnings, 0 informations⟧
agent: ⟦[genie] run_tests → exit 0⟧ ⟦Test Files  14 passed (14)⟧
agent: ⟦Agent ran `journalctl -u vault-agent --since today | tail -1`⟧ ⟦vault-agent[2211]: renewed lease «h8»⟧
agent: ⟦$ cat ~/.config/gh/hosts.yml⟧ ⟦github.com:⟧ ⟦user: mdev⟧ ⟦git_protocol: ssh⟧
agent: ⟦Bito › run `cat ~/.npmrc`⟧ ⟦@acme:registry=https://npm.pkg.github.com⟧
agent: ⟦[terminal] crontab -l⟧ ⟦0 3 * * * /usr/local/bin/backup.sh⟧
agent: ⟦internal/hmac/sign_test.go:21:2⟧ ⟦fmt.Sprintf format %d has arg n of wrong type string⟧
agent: ⟦1) Ldap::Bind authenticates the service user⟧ ⟦expected true, got false⟧ ⟦# ./spec/ldap/bind_spec.rb:12⟧
agent: ⟦git diff .env.example⟧ ⟦+REDIS_PASSWORD=⟧ ⟦(left empty in the example)⟧
agent: ⟦{"type":"match","data":{"path":{"text":"ops/README.md"}⟧ ⟦"line_number":9⟧
agent: ⟦$ cat ~/.config/hub⟧ ⟦github.com:⟧ ⟦- user: mdev⟧ ⟦protocol: https⟧
agent: ⟦$ cat ~/.config/hcloud/cli.toml⟧ ⟦active_context = "prod"⟧ ⟦name = "prod"⟧
agent: ⟦$ cat ~/.config/tea/config.yml⟧ ⟦url: https://git.acme.io⟧ ⟦default: true⟧
agent: ⟦▶ Terminal: npx eslint src/⟧ ⟦✔ no problems⟧
agent: ⟦[genie] run_command(go vet ./...) → exit 0⟧
agent: ⟦Bito › run `cat ~/.docker/config.json`⟧ ⟦"credsStore": "desktop"⟧ ⟦(no inline auth)⟧
agent: ⟦Agent ran `ps -eo pid,args | grep [p]ostgres`⟧ ⟦ 812 postgres: checkpointer⟧
agent: ⟦[terminal] systemctl cat grafana-agent⟧ ⟦EnvironmentFile=/etc/default/grafana-agent⟧
agent: ⟦FAIL  tests/webhook.test.ts > rejects a bad signature⟧ ⟦expected 401 to be 403⟧
agent: ⟦app/clients.py:31: error: Missing return statement  [return]⟧
"""

PUBLIC = r"""
public: ⟦SSH key fingerprint SHA256:«A43»⟧ ⟦(public)⟧
public: ⟦GPG key id «H16»⟧ ⟦signed tag v4.2.0⟧
public: ⟦token id «uuid»⟧ ⟦(the id, not the token) revoked⟧
public: ⟦sha256 «h64»⟧ ⟦grafana-agent_0.41.1_amd64.deb⟧
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ ⟦auth check took 12 ms⟧
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ ⟦password reset flow fixed⟧
public: ⟦API key name: ci-readonly⟧ ⟦created 2026-11-30⟧ ⟦last used 2026-12-05⟧
public: ⟦client_id=«l16»⟧ ⟦(public OAuth client id)⟧
public: ⟦kid «A22»⟧ ⟦alg EdDSA⟧ ⟦use sig⟧
public: ⟦recovery codes generated: 10⟧ ⟦used: 2⟧
public: ⟦deploy token id «d4»⟧ ⟦username gitlab+deploy-token-«d4»⟧ ⟦(public)⟧
public: ⟦age recipient age1«l58»⟧ ⟦(a public key)⟧
public: ⟦minisign public key RWQ«A53»⟧
public: ⟦X-Request-Id: «uuid»⟧ ⟦401 on /oauth/token⟧
public: ⟦image digest sha256:«h64»⟧ ⟦quay.acme.io/ops/agent:4.2⟧
public: ⟦cert serial «H32»⟧ ⟦CN=api.acme.io⟧ ⟦expires 2027-03-01⟧
public: ⟦secret name prod/db/password⟧ ⟦version «d3»⟧ ⟦(the name, not the value)⟧
public: ⟦pipeline «d7»⟧ ⟦job token revoked at end of job⟧
"""

WORLD = r"""
world: ⟦थारो पासवर्ड बदळ ग्यो⟧ ⟦(Rajasthani: your password was changed)⟧
world: ⟦तोहार पिन 6 अंक के होय⟧ ⟦(Bagheli: your PIN has 6 digits)⟧
world: ⟦تمارا پاس ورڈ 12 حرفاں کا⟧ ⟦(Deccani: your password of 12 letters)⟧
world: ⟦তোমার পিন বদলানো হইছে⟧ ⟦(Rangpuri: your PIN was changed)⟧
world: ⟦Tu código de recuperación⟧ ⟦caduca en 30 días⟧
world: ⟦Votre clé d'API⟧ ⟦expire le 2026-12-31⟧
world: ⟦ਤੁਹਾਡਾ ਪਾਸਵਰਡ⟧ ⟦90 ਦਿਨਾਂ ਵਿੱਚ ਖ਼ਤਮ⟧
world: ⟦ពាក្យសម្ងាត់⟧ ⟦ត្រូវមាន 12 តួអក្សរ⟧
world: ⟦ನಿಮ್ಮ ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್‌ಗಳು: 10⟧
world: ⟦Nenosiri lako⟧ ⟦litaisha baada ya siku 90⟧
world: ⟦Tu contraseña⟧ ⟦debe tener 12 caracteres⟧
world: ⟦Seu código de recuperação⟧ ⟦foi usado⟧
world: ⟦Ihr Zugriffstoken⟧ ⟦läuft am 2026-12-31 ab⟧
world: ⟦Şifreniz⟧ ⟦90 gün sonra sona erecek⟧
world: ⟦Ваш ПИН-код⟧ ⟦изменён 2026-12-05⟧
world: ⟦パスワードは 12 文字以上⟧
world: ⟦비밀번호가 변경되었습니다⟧ ⟦2026-12-06⟧
world: ⟦您的 API 密钥⟧ ⟦已轮换⟧
world: ⟦కొత్త పాస్‌వర్డ్⟧ ⟦12 అక్షరాలు⟧
world: ⟦የይለፍ ቃልዎ⟧ ⟦ተቀይሯል⟧
"""

VENDOR_IDS = r"""
vendor: ⟦AppOptics metric test.cpu⟧ ⟦tags device=web-2⟧
vendor: ⟦Ultramsg instance40211⟧ ⟦status authenticated⟧
vendor: ⟦ClickPost waybill 77810«d5»⟧ ⟦cp_id 4⟧
vendor: ⟦elmah.io log «uuid»⟧ ⟦(the log id is not a key)⟧
vendor: ⟦Errbit app «h24»⟧ ⟦7 unresolved errors⟧
vendor: ⟦ShareFile item fo«l16»⟧ ⟦folder Scans 2026⟧
vendor: ⟦ClearBlade system key «h32»⟧ ⟦(public, sent beside the user token)⟧
vendor: ⟦ThingPark device EUI 70B3D57ED005«H4»⟧ ⟦joined⟧
vendor: ⟦Galli Maps place «d7»⟧ ⟦Thamel, Kathmandu⟧
vendor: ⟦Bablic site_id «h10»⟧ ⟦3 languages⟧
vendor: ⟦Baremetrics source «h8»⟧ ⟦provider baremetrics⟧
vendor: ⟦CallHub campaign «d5»⟧ ⟦GOTV north⟧
vendor: ⟦docassemble interview docassemble.acme:data/questions/intake.yml⟧
vendor: ⟦Funnelback collection staff~ds-web⟧ ⟦40,112 documents⟧
vendor: ⟦Glean datasource wiki⟧ ⟦instance acme-prod⟧
vendor: ⟦Everynet gateway «H16»⟧ ⟦roof-1⟧
vendor: ⟦itslearning course «d6»⟧ ⟦MATH-7B⟧
vendor: ⟦Freightview shipment «d8»⟧ ⟦LTL 1,200 lb⟧
vendor: ⟦eLogii task «l12»⟧ ⟦route 12⟧
vendor: ⟦Pterodactyl server 4f1a2b3c⟧ ⟦(BisectHosting) survival-2⟧
"""
