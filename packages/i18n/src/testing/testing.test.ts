import { createTestI18n } from './index';

describe('createTestI18n', () => {
  it('starts in any language synchronously and switches without waiting', () => {
    const instance = createTestI18n({ language: 'CN', syncDocumentLang: false });
    expect(instance.language).toBe('CN');
    expect(instance.t('content:gameMaintenance')).toBe('系统维护中');
    void instance.changeLanguage('JA');
    expect(instance.language).toBe('JA');
    expect(instance.t('content:gameMaintenance')).toBe('メンテナンス中');
  });

  it('lets single languages be overridden', () => {
    const instance = createTestI18n({
      language: 'VI',
      resources: { VI: { common: { close: 'X' } } },
    });
    expect(instance.t('close')).toBe('X');
    expect(instance.t('cancel')).toBe('Cancel');
  });
});
