"""Innocent set 60: coding-agent output in set 60's tool shapes with no secret, public keys,
key ids, fingerprints, digests and build, trace and span ids beside credential words, set 60's
languages, and public ids of set 60's vendors.

``AGENT``: GitLab CI job logs, Buildkite step logs, GitHub Actions raw logs, ``helm get
manifest``, ``istioctl``/``kubectl`` and Renovate output where every credential is masked,
referenced or absent. ``PUBLIC``: public halves and identifiers. ``WORLD``: set 60's
languages saying that a password, PIN or code was changed, sent or expired, without one.
``VENDOR_IDS``: set 60's vendors' public ids (instance ids, app ids, project ids, game ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Running with gitlab-runner 17.6.0⟧ ⟦Job succeeded⟧ in ⟦3m 12s⟧
agent: $ echo $DEPLOY_DB_PASSWORD\n⟦[MASKED]⟧ ⟦(variable is masked)⟧
agent: ⟦Uploading artifacts for successful job⟧ ⟦dist/: found 12 matching artifact files⟧
agent: ⟦~~~ Running hooks⟧ ⟦# Executing "/etc/buildkite-agent/hooks/environment"⟧ ⟦exit 0⟧
agent: ⟦+++ :postgres: migrating⟧ ⟦applied 3 migrations⟧ ⟦schema version «d14»⟧
agent: ⟦2026-12-06T22:01:14.0512339Z ##[group]Run ./deploy.sh⟧ ⟦FLY_API_TOKEN: ***⟧
agent: ⟦Post job cleanup.⟧ ⟦Removing auth header http.https://github.com/.extraheader⟧
agent: ⟦# Source: external-dns/templates/deployment.yaml⟧ ⟦secretKeyRef: {name: external-dns-cloudflare, key: cloudflare_api_token}⟧
agent: ⟦helm get manifest longhorn⟧ ⟦kind: Secret⟧ ⟦data: <redacted by helm --hide-secret>⟧
agent: ⟦istioctl proxy-config secret deploy/payments⟧ ⟦RESOURCE NAME default⟧ ⟦VALID true⟧ ⟦SERIAL «h32»⟧
agent: ⟦kubectl -n linkerd get secret linkerd-identity-issuer⟧ ⟦TYPE kubernetes.io/tls⟧ ⟦DATA 3⟧ ⟦AGE 212d⟧
agent: ⟦DEBUG: hostRules: [{"matchHost":"npm.acme.io","hostType":"npm","token":"***********"}]⟧
agent: ⟦Renovate: 14 branches, 3 PRs open⟧ ⟦lookup @acme/ui 4.2.0 → 4.3.1⟧
agent: ⟦$ git diff -- .env.example⟧ ⟦-KATIB_MYSQL_DB_PASSWORD=changeme⟧ ⟦+KATIB_MYSQL_DB_PASSWORD=⟧ (placeholder removed)
agent: ⟦$ rg -n AdminPassword Game.ini⟧ ⟦(no matches)⟧
agent: ⟦HTTP 201 POST /api/v4/user/runners⟧ ⟦{"id":418,"token_expires_at":null}⟧ ⟦token shown once in the UI⟧
agent: ⟦grep -rn 'password' values-prod.yaml⟧ ⟦43: adminPassword: ${GRAFANA_ADMIN_PASSWORD}⟧
agent: ⟦kubectl describe pod payments-7c9f5d-xk2lq⟧ ⟦STRIPE_WEBHOOK_SECRET: <set to the key 'webhook' in secret 'payments-env'>⟧
agent: ⟦Executing "step_script" stage of the job script⟧ ⟦Using docker image sha256:«h64»⟧
agent: ⟦buildkite-agent annotate --style success⟧ ⟦"Deployed «h12» to production"⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@ci⟧ (public key)
public: ⟦GPG key id «H16»⟧ ⟦fingerprint «H40»⟧ (release signing key)
public: ⟦cosign public key sha256:«h64»⟧ ⟦verified signature⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦token refresh took 212 ms⟧
public: ⟦build id «d9»⟧ ⟦commit «h40»⟧ ⟦password policy check passed⟧
public: ⟦KMS key id «uuid»⟧ ⟦alias/payments-prod⟧ (key id, not key material)
public: ⟦JWKS kid «A24»⟧ ⟦alg ES256⟧ ⟦use sig⟧
public: ⟦SHA-256 of installer «h64»⟧ ⟦tequila-pos-4.2.0.msi⟧
public: ⟦Apple Team ID «U10»⟧ ⟦Key ID «U10»⟧ (App Store Connect key ids)
public: ⟦SpacetimeDB identity «h64»⟧ (public identity, not the token)
public: ⟦request id req_«A24»⟧ ⟦401 invalid api key⟧ (the key is not in the response)
public: ⟦x509 serial «H32»⟧ ⟦CN=payments.acme.io⟧ ⟦expires 2027-03-01⟧
public: ⟦docker digest sha256:«h64»⟧ ⟦image acme/api:4.2.0⟧
public: ⟦age recipient age1«l58»⟧ (public recipient)
public: ⟦Passwordstate password id «d5»⟧ ⟦list 118⟧ ⟦last rotated 2026-11-02⟧
"""

WORLD = r"""
world: ⟦Sua senha foi alterada com sucesso⟧ ⟦(Brazilian Portuguese: your password was changed)⟧
world: ⟦A sua palavra-passe expira em 7 dias⟧ ⟦(Angolan Portuguese)⟧
world: ⟦M-Pesa: o seu PIN foi alterado⟧ ⟦(Mozambican Portuguese)⟧
world: ⟦Ingresá tu clave para continuar⟧ ⟦(Rioplatense Spanish: enter your password)⟧
world: ⟦Tu ClaveÚnica fue bloqueada por 30 minutos⟧ ⟦(Chilean Spanish)⟧
world: ⟦ETECSA: su cuenta Nauta vence el 2026-12-31⟧ ⟦(Cuban Spanish)⟧
world: ⟦Tu NIP nunca te será solicitado por teléfono⟧ ⟦(Mexican Spanish)⟧
world: ⟦Votre NIP a été réinitialisé⟧ ⟦(Québécois French: your PIN was reset)⟧
world: ⟦Modpas ou chanje⟧ ⟦(Haitian Creole: your password changed)⟧
world: ⟦Bo kontraseña a kambia⟧ ⟦(Papiamento)⟧
world: ⟦Ne ñe'ẽñemi oñemoambue⟧ ⟦(Guaraní: your password was changed)⟧
world: ⟦Pakasqa simiykiqa musuqmi⟧ ⟦(Quechua: your hidden word is new)⟧
world: ⟦ᐱᓐ ᓇᐃᓴᐅᑎ ᐊᓯᔾᔨᖅᑕᐅᔪᖅ⟧ ⟦(Inuktitut: the PIN number was changed)⟧
world: ⟦Códigos de recuperação: 10 restantes⟧ ⟦(Brazilian Portuguese: 10 recovery codes left)⟧
world: ⟦Ton code de récupération a été envoyé par texto⟧ ⟦(Acadian French)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Pusher Beams instance 5b1e0f7c-2c4a-4e1b-9d3f-8a6b2e9c0d41⟧ ⟦interest news⟧
vendor: ⟦Pushy device token «h22»⟧ ⟦platform android⟧ (device id, public)
vendor: ⟦Qonversion project key «A32»⟧ ⟦(SDK key, shipped in apps)⟧
vendor: ⟦Superwall public API key pk_«h48»⟧ ⟦(public by design)⟧
vendor: ⟦Game Jolt game_id «d6»⟧ ⟦trophy «d6»⟧ ⟦achieved⟧
vendor: ⟦Newgrounds.io app id «d5»:«A8»⟧ ⟦medal «d5»⟧
vendor: ⟦Shorebird app_id «uuid»⟧ ⟦release 1.4.2+37⟧ ⟦patch 3⟧
vendor: ⟦Fortanix DSM app uuid «uuid»⟧ ⟦group payments⟧
vendor: ⟦Glassfy offering premium⟧ ⟦sku monthly_article_subscription⟧
vendor: ⟦TestFairy build «d7»⟧ ⟦project «d5»⟧ ⟦3 testers invited⟧
vendor: ⟦Appfigures product «d12»⟧ ⟦downloads 4,812⟧
vendor: ⟦Swrve app id «d5»⟧ ⟦campaign «d6»⟧
vendor: ⟦WebEngage license code ~«h9»⟧ ⟦(public, in the web SDK)⟧
vendor: ⟦Apphud user «uuid»⟧ ⟦paywall onboarding_v3⟧
vendor: ⟦Delinea secret id «d5»⟧ ⟦folder 44⟧ ⟦template Unix Account (SSH)⟧
"""
