/**
 * The "New brand" form's texts in the three languages (docs/operator-console.md, "Content"), beside
 * content-texts.ts so the brand list's words stay where they are.
 */
import type { EquityKind, Locale } from '@culture/protocol';
import { useOpsTexts } from './use-ops-texts';

const enUS = {
  open: 'New brand',
  heading: 'New brand',
  hint: 'The brand is created as a draft: members do not see it until you publish it. After creating it, complete it in the editor (story, locations, more benefits), look at the phone preview and publish.',
  id: 'Brand number',
  idHint: 'The number in the brand page address, /BrandEquityDetail/…; it cannot be changed later.',
  sortOrder: 'Position in the list (lower first)',
  logo: 'Logo picture',
  cover: 'Cover picture',
  picturePlaceholder: '/images/brands/….svg',
  kind: 'First benefit: kind',
  kinds: {
    discount: 'Discount',
    voucher: 'Voucher',
    gift: 'Gift',
    access: 'Access',
    experience: 'Experience',
  } satisfies Record<EquityKind, string>,
  fields: {
    name: 'Name',
    category: 'Category',
    tagline: 'Tagline',
    story: 'Story (first paragraph)',
    coverAlt: 'Cover picture description',
    itemTitle: 'First benefit: title',
    itemValue: 'First benefit: value (e.g. 20% off)',
    itemSummary: 'First benefit: summary',
    itemValidity: 'First benefit: validity',
  },
  submit: 'Create draft',
  creating: 'Creating…',
  cancel: 'Cancel',
  unpublished: 'Not yet published: members do not see this brand until you publish it.',
  noVersions: 'No version yet: the first publish will be version 1.',
};

export type BrandNewTexts = typeof enUS;

const zhCN: BrandNewTexts = {
  open: '新建品牌',
  heading: '新建品牌',
  hint: '新品牌以草稿创建：发布之前，会员看不到它。创建后请在编辑器中补全（品牌故事、门店、更多权益），查看手机预览，然后发布。',
  id: '品牌编号',
  idHint: '品牌页地址 /BrandEquityDetail/… 中的数字，创建后不能修改。',
  sortOrder: '列表中的位置（小的在前）',
  logo: '标志图片',
  cover: '封面图片',
  picturePlaceholder: '/images/brands/….svg',
  kind: '第一项权益：类型',
  kinds: { discount: '折扣', voucher: '代金券', gift: '礼品', access: '专享入场', experience: '体验' },
  fields: {
    name: '名称',
    category: '类别',
    tagline: '标语',
    story: '品牌故事（第一段）',
    coverAlt: '封面图片说明',
    itemTitle: '第一项权益：标题',
    itemValue: '第一项权益：力度（如 8折）',
    itemSummary: '第一项权益：简介',
    itemValidity: '第一项权益：有效期',
  },
  submit: '创建草稿',
  creating: '正在创建…',
  cancel: '取消',
  unpublished: '尚未发布：发布之前，会员看不到这个品牌。',
  noVersions: '还没有版本：第一次发布即为版本 1。',
};

const zhTW: BrandNewTexts = {
  open: '新增品牌',
  heading: '新增品牌',
  hint: '新品牌以草稿建立：發布之前，會員看不到它。建立後請在編輯器中補全（品牌故事、門市、更多權益），查看手機預覽，然後發布。',
  id: '品牌編號',
  idHint: '品牌頁網址 /BrandEquityDetail/… 中的數字，建立後不能修改。',
  sortOrder: '列表中的位置（小的在前）',
  logo: '標誌圖片',
  cover: '封面圖片',
  picturePlaceholder: '/images/brands/….svg',
  kind: '第一項權益：類型',
  kinds: { discount: '折扣', voucher: '代金券', gift: '禮品', access: '專屬入場', experience: '體驗' },
  fields: {
    name: '名稱',
    category: '類別',
    tagline: '標語',
    story: '品牌故事（第一段）',
    coverAlt: '封面圖片說明',
    itemTitle: '第一項權益：標題',
    itemValue: '第一項權益：優惠（如 8折）',
    itemSummary: '第一項權益：簡介',
    itemValidity: '第一項權益：有效期',
  },
  submit: '建立草稿',
  creating: '正在建立…',
  cancel: '取消',
  unpublished: '尚未發布：發布之前，會員看不到這個品牌。',
  noVersions: '還沒有版本：第一次發布即為版本 1。',
};

const BRAND_NEW_TEXTS: Record<Locale, BrandNewTexts> = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW };

export function useBrandNewTexts() {
  const { texts, locale } = useOpsTexts();
  return { texts: BRAND_NEW_TEXTS[locale], ops: texts, locale };
}
