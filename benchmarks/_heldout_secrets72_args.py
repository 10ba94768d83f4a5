"""Held-out set 72: secrets only in a tool's arguments, under names no earlier set used (each
grepped for in every earlier ``benchmarks/*heldout*`` file; none matched). Names in many
styles: camel case for set 72's vendors (``crossmintServerKey``, ``goldskyCliToken``,
``raribleApiKey``, ``zerionDevKey``, ``meBearerKey``, ``printroveBearer``,
``spocketPartnerKey``, ``pimlicoBundlerKey``), snake case (``cj_access_token``,
``autods_store_token``, ``marktplaats_client_secret``, ``newegg_secret_key``,
``nodit_x_api_key``, ``debank_access_key``), kebab case (``eksctl-aws-secret``,
``npm-publish-token``, ``cargo-registry-tok``, ``argocd-repo-password``,
``helm-postgres-pw``), upper snake (``SKOPEO_DEST_CREDS``, ``AZ_SP_CLIENT_SECRET``,
``FLUX_GH_TOKEN``, ``TWINE_PYPI_TOKEN``) and set 72's languages' words in ASCII or their
scripts (Hindi ``asthayiPassword``, Indonesian ``sandiBaruNasabah``, Turkish ``gecici_sifre``,
Polish ``hasloDoBankowosci``, German ``Initialkennwort``, Italian ``passwordTemporanea``,
Vietnamese ``mat_khau_moi``, Swahili ``nenosiriLaMuda``, Russian ``временный_пароль``,
Japanese ``仮パス_再発行``, Korean ``임시비밀번호``, Chinese ``初始登录密码``, Arabic ``كلمة_سر_مؤقتة``,
Persian ``گذرواژه_موقت``, Ukrainian ``токен_доступу``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
crossmintServerKey ¦ sk_production_{s} ¦ A80 ¦ crossmint: order 4410 not found
goldskyCliToken ¦ {s} ¦ l40 ¦ goldsky: subgraph pedidos/1.0.0 not found
raribleApiKey ¦ {s} ¦ uuid ¦ rarible: 429 too many requests
zerionDevKey ¦ zk_dev_{s} ¦ h32 ¦ zerion: wallet has no positions
meBearerKey ¦ Bearer {s} ¦ A40 ¦ magic eden: collection symbol unknown
printroveBearer ¦ {s} ¦ A60 ¦ printrove: product 8812 out of stock
spocketPartnerKey ¦ {s} ¦ A40 ¦ spocket: supplier paused
pimlicoBundlerKey ¦ pim_{s} ¦ A22 ¦ pimlico: userOp reverted, AA21 didn't pay prefund
cj_access_token ¦ {s} ¦ h32 ¦ CJ: variant not found
autods_store_token ¦ {s} ¦ u48 ¦ AutoDS: price rule conflict
marktplaats_client_secret ¦ {s} ¦ A36 ¦ Marktplaats: advertentie 1193 verlopen
newegg_secret_key ¦ {s} ¦ uuid ¦ Newegg: SellerID mismatch
nodit_x_api_key ¦ {s} ¦ A32 ¦ nodit: unsupported network
debank_access_key ¦ {s} ¦ h40 ¦ debank: units exhausted
eksctl-aws-secret ¦ {s} ¦ A40 ¦ eksctl: stack already exists
npm-publish-token ¦ npm_{s} ¦ A36 ¦ npm ERR! 403 version already published
cargo-registry-tok ¦ cio{s} ¦ A32 ¦ cargo: crate name taken
argocd-repo-password ¦ {s} ¦ p ¦ argocd: repository not accessible
helm-postgres-pw ¦ {s} ¦ p ¦ helm: release pedidos failed
SKOPEO_DEST_CREDS ¦ ci-push:{s} ¦ p ¦ skopeo: manifest unknown
AZ_SP_CLIENT_SECRET ¦ {s} ¦ u40 ¦ az: subscription not found
FLUX_GH_TOKEN ¦ ghp_{s} ¦ A36 ¦ flux: reconciliation failed
TWINE_PYPI_TOKEN ¦ pypi-{s} ¦ u120 ¦ twine: file already exists
asthayiPassword ¦ {s} ¦ p ¦ बैंक सर्वर उपलब्ध नहीं है
sandiBaruNasabah ¦ {s} ¦ p ¦ layanan sedang dalam pemeliharaan
gecici_sifre ¦ {s} ¦ p ¦ e-Devlet: oturum zaman aşımı
hasloDoBankowosci ¦ {s} ¦ p ¦ bank: usługa chwilowo niedostępna
Initialkennwort ¦ {s} ¦ p ¦ Anmeldung derzeit nicht möglich
passwordTemporanea ¦ {s} ¦ p ¦ servizio non disponibile
mat_khau_moi ¦ {s} ¦ p ¦ hệ thống đang bảo trì
nenosiriLaMuda ¦ {s} ¦ p ¦ huduma haipatikani kwa sasa
временный_пароль ¦ {s} ¦ p ¦ сервис временно недоступен
仮パス_再発行 ¦ {s} ¦ p ¦ メンテナンス中です
임시비밀번호 ¦ {s} ¦ p ¦ 시스템 점검 중입니다
初始登录密码 ¦ {s} ¦ p ¦ 系统维护中
كلمة_سر_مؤقتة ¦ {s} ¦ p ¦ الخدمة غير متاحة حاليا
گذرواژه_موقت ¦ {s} ¦ p ¦ سامانه در دسترس نیست
токен_доступу ¦ {s} ¦ A40 ¦ сервіс тимчасово недоступний
bkash_pin ¦ {s} ¦ pin ¦ bKash: লেনদেন ব্যর্থ হয়েছে
recovery_kodlari ¦ {s} ¦ rc ¦ hesap kurtarma başarısız
falabellaApiKey ¦ {s} ¦ h40 ¦ falabella: SKU TP-19150 no encontrado
safeTxServiceJwt ¦ Bearer {s} ¦ u160 ¦ safe: 0x5a1c is not a Safe on chain 137
bigcartelAccessTok ¦ {s} ¦ A40 ¦ big cartel: product 4410 sold out
blockpiPrivateKey ¦ {s} ¦ h40 ¦ blockpi: rate limited
chainbase_x_api_key ¦ {s} ¦ A27 ¦ chainbase: chain_id 8453 not supported
biconomy_bundler_key ¦ {s} ¦ A40 ¦ biconomy: AA25 invalid account nonce
lit_capacity_owner_pk ¦ 0x{s} ¦ h64 ¦ lit: capacity credits expired
irys-wallet-key ¦ {s} ¦ h64 ¦ irys: funding required
arweave-jwk-d ¦ {s} ¦ u342 ¦ arweave: tx pending
mintbase-near-sk ¦ ed25519:{s} ¦ A87 ¦ mintbase: store not found
MAGICEDEN_BEARER ¦ {s} ¦ uuid ¦ magiceden: rate limit 120 QPM
CROSSMINT_SK_STAGING ¦ sk_staging_{s} ¦ A80 ¦ crossmint: collection paused
GOLDSKY_DEPLOY_TOKEN ¦ {s} ¦ l40 ¦ goldsky: build failed
dockerConfigAuth ¦ {s} ¦ b45 ¦ docker: manifest unknown
kubeconfigUserToken ¦ {s} ¦ u200 ¦ kubectl: context not found
helmRepoPassword ¦ {s} ¦ p ¦ helm: chart not found in repo
gcloudAccessTok ¦ ya29.{s} ¦ u140 ¦ gcloud: project not found
awsSessionTok ¦ {s} ¦ b300 ¦ aws: ExpiredToken
fluxGitPassword ¦ {s} ¦ p ¦ flux: source not ready
eksctl_kubeadm_token ¦ {s} ¦ l16 ¦ eksctl: nodegroup failed
gemHostApiKey ¦ rubygems_{s} ¦ h48 ¦ gem: push rejected
pypircPassword ¦ pypi-{s} ¦ u160 ¦ twine: 403 invalid or non-existent authentication
kod_odzyskiwania ¦ {s} ¦ rc ¦ konto zablokowane
codigo_recuperacao ¦ {s} ¦ rc ¦ conta bloqueada
WiederherstellungsCode ¦ {s} ¦ rc ¦ Konto gesperrt
phrase_de_secours ¦ {s} ¦ w5 ¦ portefeuille verrouillé
frase_recuperacion_cartera ¦ {s} ¦ w5 ¦ cartera bloqueada
mã_pin_thẻ ¦ {s} ¦ pin ¦ thẻ bị khóa
암호화폐_복구문구 ¦ {s} ¦ w5 ¦ 지갑이 잠겼습니다
交易密码 ¦ {s} ¦ pin ¦ 账户已冻结
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, ["ledger", "harbor", "quarry", "saffron"])
