"""Innocent set 72: tool results of agents driving cloud CLIs and cluster operators with no
secret in them (``AGENT``), values vendors document as public (``PUBLIC``: publishable and
client-side keys, client ids, public addresses and keys), bank, government and helpdesk text
in the twenty most spoken languages naming credentials without holding one (``WORLD``), and
vendors' ids that look generated but grant nothing (``VENDOR_IDS``).
"""

from __future__ import annotations

AGENT = r"""
[tool: bash] ⟦$ kubectl -n pagos describe secret stripe-webhook⟧ ⟦Type: Opaque⟧ ⟦signing-secret: 44 bytes⟧
[tool: bash] ⟦$ eksctl get cluster⟧ ⟦NAME tienda⟧ ⟦REGION eu-central-1⟧ ⟦EKSCTL CREATED True⟧
[tool: bash] ⟦$ helm list -n tienda⟧ ⟦pedidos⟧ ⟦deployed⟧ ⟦postgresql-15.5.20⟧
[tool: bash] ⟦$ argocd app get tienda-api⟧ ⟦Sync Status: Synced to main («h7»)⟧
[tool: bash] ⟦$ flux get kustomizations⟧ ⟦apps⟧ ⟦main@sha1:«h8»⟧ ⟦True⟧
[tool: bash] ⟦$ docker login registry.tienda.mx --password-stdin⟧ ⟦Login Succeeded⟧
[tool: bash] ⟦WARNING! Your credentials are stored unencrypted in '/home/dev/.docker/config.json'.⟧
[tool: bash] ⟦$ npm whoami⟧ ⟦tienda-bot⟧
[tool: bash] ⟦npm notice 📦  @tienda/ui@3.2.1⟧ ⟦npm notice shasum: «h40»⟧ ⟦npm notice integrity: sha512-«b64_43»⟧
[tool: bash] ⟦$ cargo publish -p carrito-core⟧ ⟦Uploaded carrito-core v0.4.2 to registry `crates-io`⟧
[tool: bash] ⟦$ twine upload dist/*⟧ ⟦View at: https://pypi.org/project/tienda-sdk/1.8.0/⟧
[tool: bash] ⟦$ gem push tienda-0.9.0.gem⟧ ⟦Successfully registered gem: tienda (0.9.0)⟧
[tool: bash] ⟦$ az account show⟧ ⟦"id": "«uuid»"⟧ ⟦"tenantId": "«uuid»"⟧ ⟦"isDefault": true⟧
[tool: bash] ⟦$ az ad sp list --display-name tienda-deployer⟧ ⟦"appId": "«uuid»"⟧
[tool: bash] ⟦$ gcloud auth list⟧ ⟦* deployer@tienda-prod.iam.gserviceaccount.com⟧
[tool: bash] ⟦$ aws sts get-caller-identity⟧ ⟦"UserId": "AROA«U17»:ci"⟧ ⟦"Account": "«d12»"⟧
[tool: bash] ⟦aws s3 ls s3://tienda-exports/⟧ ⟦2026-12-06 22:01 41 211 api-keys-rotation-report.csv⟧
[tool: bash] ⟦$ kubectl get sa default -o yaml⟧ ⟦secrets: - name: default-token-«l5»⟧
[tool: bash] ⟦$ kubectl get secrets⟧ ⟦regcred kubernetes.io/dockerconfigjson 1 212d⟧
[tool: read_file] ⟦charts/pedidos/templates/secret.yaml⟧ ⟦password: {{ .Values.auth.password | b64enc }}⟧
[tool: rg] ⟦src/auth/token_refresh.ts:14⟧ ⟦export async function refreshToken(userId: string)⟧
[tool: rg] ⟦docs/password-reset.md:3⟧ ⟦## Resetting a seller password⟧
[tool: git log] ⟦commit «h40»⟧ ⟦rotate marketplace api key (value in vault)⟧
[tool: http_request] ⟦HTTP/1.1 401 Unauthorized⟧ ⟦{"error":"invalid_token","error_description":"The access token expired"}⟧
[tool: http_request] ⟦HTTP/1.1 200 OK⟧ ⟦{"token_type":"Bearer","expires_in":21600,"scope":"read write"}⟧
[tool: bash] ⟦$ skopeo inspect docker://registry.tienda.mx/api:3.2⟧ ⟦"Digest": "sha256:«h64»"⟧
[tool: bash] ⟦KeyError: 'seller_42'⟧ in ⟦sync/orders.py:88⟧
[tool: bash] ⟦key not found: user_42⟧
[tool: bash] ⟦$ goldsky subgraph list⟧ ⟦pedidos/1.0.0⟧ ⟦healthy⟧
[tool: bash] ⟦$ sqd deploy .⟧ ⟦squid tienda-indexer@v4 deployed⟧
[tool: bash] ⟦Error from server (NotFound): secrets "marketplace-token" not found⟧
[tool: bash] ⟦$ kubectl auth can-i get secrets -n pagos⟧ ⟦no⟧
[tool: read_file] ⟦~/.kube/config⟧ ⟦users: - name: sso-user⟧ ⟦exec: command: aws-iam-authenticator⟧
[tool: bash] ⟦$ gcloud secrets versions list api-key⟧ ⟦3 enabled⟧ ⟦2026-11-01⟧
[tool: bash] ⟦terraform plan⟧ ⟦~ aws_secretsmanager_secret_version.api (sensitive value)⟧
[tool: bash] ⟦$ ls config/⟧ ⟦api-token.example⟧ ⟦password-policy.yaml⟧ ⟦seller_keys.md⟧
[tool: bash] ⟦$ kubectl get secret -n pagos -o name⟧ ⟦secret/stripe-webhook⟧ ⟦secret/db-password⟧
[tool: bash] ⟦$ helm show values bitnami/postgresql | grep -n password⟧ ⟦124:  password: ""⟧
[tool: bash] ⟦$ argocd account list⟧ ⟦admin true login⟧ ⟦ci-bot true apiKey⟧
[tool: bash] ⟦$ az keyvault secret show --name seller-api-key --query attributes⟧ ⟦"enabled": true⟧ ⟦"updated": "2026-11-30T10:00:00+00:00"⟧
[tool: bash] ⟦$ npm token list⟧ ⟦id: «h6»⟧ ⟦token: npm_…⟧ ⟦created: 2026-11-02⟧ ⟦readonly: true⟧
[tool: bash] ⟦$ eksctl get iamidentitymapping --cluster tienda⟧ ⟦arn:aws:iam::«d12»:role/tienda-deployer⟧ ⟦system:masters⟧
[tool: bash] ⟦$ flux get sources git⟧ ⟦fleet⟧ ⟦main@sha1:«h40»⟧ ⟦stored artifact for revision⟧
[tool: bash] ⟦$ docker buildx imagetools inspect registry.tienda.mx/api:3.2⟧ ⟦Digest: sha256:«h64»⟧
[tool: bash] ⟦prompt tokens: 18 204⟧ ⟦completion tokens: 912⟧ ⟦cache read tokens: 12 000⟧
"""

PUBLIC = r"""
Crossmint client-side key ⟦ck_staging_«A80»⟧ (public, restricted to ⟦https://tienda.mx⟧)
Web3Auth ⟦clientId: "B«A86»"⟧ (the docs call it public) on ⟦sapphire_mainnet⟧
ZeroDev ⟦projectId «uuid»⟧ in the client bundle
Stripe-like publishable ⟦pk_live_«A24»⟧ on the checkout page
Magic Eden ⟦collection symbol degods⟧ ⟦public endpoint⟧
wallet public address ⟦0x«h40»⟧ shown on the receipt
Solana public key ⟦«A44»⟧ of the fee payer
NEAR public key ⟦ed25519:«A44»⟧ of ⟦tienda.mintbase1.near⟧
ssh-ed25519 ⟦AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦ci@tienda⟧
GPG key ⟦«H16»⟧ ⟦fingerprint «H40»⟧
Google Analytics ⟦G-«U10»⟧ on ⟦tienda.mx⟧
Firebase web config ⟦apiKey: "AIza«A35»"⟧ ⟦authDomain: tienda-prod.firebaseapp.com⟧
reCAPTCHA site key ⟦6L«A38»⟧
Sentry DSN public key ⟦«h32»⟧ project ⟦4504«d12»⟧
Algolia search-only key ⟦«h32»⟧ ⟦app TIENDA01⟧
Mapbox public token ⟦pk.eyJ1Ijoi«A20»⟧
AWS access key id ⟦AKIA«U16»⟧ (the secret half is not shown)
Azure ⟦tenantId «uuid»⟧ ⟦clientId «uuid»⟧
OIDC issuer ⟦https://token.actions.githubusercontent.com⟧ ⟦aud sts.amazonaws.com⟧
JWKS ⟦kid «h40»⟧ ⟦alg RS256⟧ ⟦e AQAB⟧
contract ⟦0x«h40»⟧ ⟦verified on Etherscan-like explorer⟧
ERC-20 ⟦USDC 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48⟧
Rarible ⟦collection ETHEREUM:0x«h40»⟧
Zerion ⟦wallet 0x«h40»⟧ ⟦public portfolio⟧
npm ⟦integrity sha512-«b64_43»⟧
PyPI ⟦sha256 «h64»⟧ for ⟦tienda_sdk-1.8.0.tar.gz⟧
crate ⟦checksum «h64»⟧ in ⟦Cargo.lock⟧
Docker image ⟦digest sha256:«h64»⟧
Helm chart ⟦digest sha256:«h64»⟧ ⟦oci://registry.tienda.mx/charts/pedidos⟧
commit ⟦«h40»⟧ ⟦signed, key «H16»⟧
"""

WORLD = r"""
⟦प्रिय ग्राहक⟧, ⟦बैंक कभी भी पासवर्ड या ओटीपी नहीं पूछता।⟧
⟦আপনার পাসওয়ার্ড সফলভাবে পরিবর্তন করা হয়েছে।⟧ ⟦সময়: ০৭/১২/২০২৬⟧
⟦محترم صارف⟧، ⟦آپ کا پاس ورڈ تبدیل کر دیا گیا ہے۔⟧
⟦رمز عبور شما با موفقیت تغییر کرد.⟧ ⟦شماره پیگیری ۴۸۱۲۷۷⟧
⟦تم تغيير كلمة المرور بنجاح⟧، ⟦رقم الطلب 771204⟧
⟦Kata sandi Anda telah diubah.⟧ ⟦Nomor tiket: INC-«d7»⟧
⟦Ваш пароль успешно изменён.⟧ ⟦Номер обращения: «d8»⟧
⟦Пароль змінено.⟧ ⟦Код звернення: «d8»⟧ — ⟦нікому не повідомляйте пароль⟧
⟦A sua palavra-passe foi alterada com sucesso.⟧ ⟦NIF 2«d8»⟧
⟦Su contraseña ha sido modificada.⟧ ⟦Expediente «d10»/2026⟧
⟦Votre mot de passe a été modifié.⟧ ⟦Référence de la demande : «U10»⟧
⟦Ihr Passwort wurde geändert.⟧ ⟦Vorgangsnummer «d10»⟧ ⟦Kundennummer «d8»⟧
⟦La password è stata modificata.⟧ ⟦Protocollo n. «d7»⟧
⟦Hasło zostało zmienione.⟧ ⟦Numer zgłoszenia «d8»⟧
⟦Şifreniz başarıyla değiştirildi.⟧ ⟦Başvuru no: «d11»⟧
⟦Mật khẩu của Quý khách đã được thay đổi.⟧ ⟦Mã yêu cầu «U10»⟧
⟦パスワードを変更しました。⟧ ⟦受付番号：«d10»⟧
⟦비밀번호가 변경되었습니다.⟧ ⟦접수번호 «d10»⟧
⟦您的密码已修改成功。⟧ ⟦工单号：«d12»⟧
⟦您的密碼已變更。⟧ ⟦案件編號：«U10»⟧
⟦Nenosiri lako limebadilishwa.⟧ ⟦Namba ya kumbukumbu «U10»⟧
⟦Aadhaar «d4» «d4» «d4»⟧ ⟦verified⟧ (not a credential)
⟦PAN ABCDE«d4»F⟧ ⟦linked⟧
⟦NIK «d16»⟧ ⟦terverifikasi⟧
⟦ИНН «d12»⟧ ⟦проверен⟧
⟦Steuer-ID «d11»⟧ ⟦zugeordnet⟧
⟦codice fiscale RSSMRA80A01H501U⟧ ⟦valido⟧
⟦T.C. Kimlik No «d11»⟧ ⟦doğrulandı⟧
⟦马上到期：密码将于 30 天后过期⟧
⟦Helpdesk-Ticket «d7»⟧: ⟦Passwort-Reset angefordert⟧ ⟦Status: erledigt⟧
"""

VENDOR_IDS = r"""
Printrove ⟦order_id «d9»⟧ ⟦product_id «d6»⟧
Spocket ⟦store_id «uuid»⟧
CJdropshipping ⟦orderId «d19»⟧
AutoDS ⟦store «d6»⟧ ⟦item «l24»⟧
Gooten ⟦PartnerId «d6»⟧ ⟦ProductId «d4»⟧
Zendrop ⟦fulfillment «uuid»⟧
Modalyst ⟦supplier «h24»⟧
DSers ⟦mapping «h24»⟧
Poshmark ⟦listing_id «h24»⟧
Depop ⟦product slug vintage-lisboa-«l10»⟧
Carousell ⟦listing «d10»⟧ ⟦seller «d8»⟧
Newegg ⟦SellerID A«U4»⟧ ⟦OrderNumber «d9»⟧
Bonanza ⟦booth tienda-mx⟧ ⟦item «d9»⟧
Jiji ⟦advert «d10»⟧
Kijiji ⟦adId «d10»⟧
Goldsky ⟦project project_«l24»⟧
Subsquid ⟦squid id «d6»⟧
Crossmint ⟦orderId «uuid»⟧ ⟦collectionId «uuid»⟧
Rarible ⟦order 0x«h64»⟧
Magic Eden ⟦tokenMint «A44»⟧
Zerion ⟦transaction id «h32»⟧
Chainbase ⟦request id «uuid»⟧
Nodit ⟦request-id «h32»⟧
DeBank ⟦user id 0x«h40»⟧
NFTPort ⟦transaction_external_url https://polygonscan.com/tx/0x«h64»⟧
Pimlico ⟦sponsorship policy sp_«l16»⟧
Biconomy ⟦paymaster id «h24»⟧
Arweave ⟦wallet address «A43»⟧
Irys ⟦receipt id «A43»⟧
eksctl ⟦CloudFormation stack arn:aws:cloudformation:eu-central-1:«d12»:stack/eksctl-tienda-cluster/«uuid»⟧
"""
