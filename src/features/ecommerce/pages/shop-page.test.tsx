import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format';
import { normalizeText } from '@/lib/list-query';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { catalogue, featured } from '../demo/catalogue';
import { cartRows, wishlistRows } from '../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('ecommerce-shop'));

const SHOP = '/apps/ecommerce/shop';
const names = (products: readonly { name: string }[]) => products.map((product) => product.name);

/** The products' list and the names of its cards, in order. */
const productList = () => screen.findByRole('list', { name: 'Produtos' });
async function shownNames() {
  const list = await productList();
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
}

/** The query strings of the product list calls the demo API receives. */
const calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/apps/ecommerce/products')) calls.push(url.search);
};
server.events.on('request:start', record);
afterEach(() => {
  calls.length = 0;
});
const lastCall = () => new URLSearchParams(calls.at(-1) ?? '');
/** The shop's content (its toolbar and products), beside the filters. */
const content = () => screen.getByRole('region', { name: 'Loja' });

async function openShop(route = SHOP) {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
  return rendered;
}

describe('ShopPage', () => {
  it('shows the first nine products in the featured order, with the count and their details', async () => {
    await openShop();
    await waitFor(async () => expect(await shownNames()).toEqual(names(featured.slice(0, 9))));
    expect(screen.getByText(`${catalogue.length} resultados`)).toBeVisible();
    const first = featured[0]!;
    const card = screen.getByRole('article', { name: first.name });
    expect(within(card).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/apps/ecommerce/product-detail/${first.slug}`,
    );
    expect(within(card).getByText(first.brand)).toBeVisible();
    expect(within(card).getByRole('img', { name: /de 5 estrelas$/ })).toBeVisible();
    // As `toHaveTextContent` reads text: the no-break space after "R$" is a plain one.
    expect(card).toHaveTextContent(formatCurrency(first.price, 'br').replace(/\s/g, ' '));
    // The first row's pictures come at once, the others when they come near.
    const pictures = (await productList()).querySelectorAll('img');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[8]).toHaveAttribute('loading', 'lazy');
    expect(pictures[0]).toHaveAttribute('width');
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
  });

  it('searches by name through the URL and the call', async () => {
    const { router, user } = await openShop();
    await productList();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar produtos' }), 'camera');
    await waitFor(() => expect(router.state.location.search).toBe('?q=camera'));
    const cameras = catalogue.filter((product) => normalizeText(product.name).includes('camera'));
    await waitFor(() => expect(lastCall().get('q')).toBe('camera'));
    expect(await screen.findByText(`${cameras.length} resultados`)).toBeVisible();
    await waitFor(async () => expect((await shownNames()).sort()).toEqual(names(cameras).sort()));
  });

  it('sorts by price through the URL and the call', async () => {
    const { router, user } = await openShop();
    await productList();
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByRole('option', { name: 'Menor preço' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=price-asc'));
    const cheapest = Math.min(...catalogue.map((product) => product.price));
    await waitFor(async () =>
      expect((await shownNames())[0]).toBe(
        catalogue.find((product) => product.price === cheapest)?.name,
      ),
    );
    expect(lastCall().get('sortBy')).toBe('price-asc');
  });

  it('filters by category and free shipping, and clears the filters but not the order', async () => {
    const { router, user } = await openShop(`${SHOP}?sortBy=price-desc`);
    const filters = screen.getByRole('complementary', { name: 'Filtros' });
    await user.click(await within(filters).findByRole('checkbox', { name: /^Áudio/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sortBy=price-desc&categories=audio'),
    );
    const audio = catalogue.filter((product) => product.category === 'audio');
    expect(await screen.findByText(`${audio.length} resultados`)).toBeVisible();
    expect(lastCall().get('category')).toBe('audio');

    await user.click(within(filters).getByRole('switch', { name: 'Somente com frete grátis' }));
    await waitFor(() => expect(router.state.location.search).toContain('freeShipping=1'));
    const free = audio.filter((product) => product.hasFreeShipping);
    expect(
      await screen.findByText(`${free.length} ${free.length === 1 ? 'resultado' : 'resultados'}`),
    ).toBeVisible();
    expect(lastCall().get('freeShipping')).toBe('1');

    await user.click(within(content()).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=price-desc'));
    expect(await screen.findByText(`${catalogue.length} resultados`)).toBeVisible();
  });

  it('narrows the price with the slider’s keys, and the rating with a radio', async () => {
    const { router, user } = await openShop();
    const filters = screen.getByRole('complementary', { name: 'Filtros' });
    const from = await within(filters).findByRole('slider', { name: 'Preço mínimo' });
    from.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?priceMin=\d+$/));
    const least = Number(new URLSearchParams(router.state.location.search).get('priceMin'));
    await waitFor(() => expect(lastCall().get('priceMin')).toBe(String(least)));
    const left = catalogue.filter((product) => product.price >= least);
    expect(await screen.findByText(`${left.length} resultados`)).toBeVisible();

    await user.click(within(filters).getByRole('radio', { name: '4 estrelas ou mais' }));
    await waitFor(() => expect(router.state.location.search).toContain('rating=4'));
    await waitFor(() => expect(lastCall().get('rating')).toBe('4'));
  });

  it('finds a brand by name among many, and filters by it', async () => {
    const { router, user } = await openShop();
    const filters = screen.getByRole('complementary', { name: 'Filtros' });
    const brands = await within(filters).findByRole('group', { name: 'Marcas' });
    await user.type(within(brands).getByRole('searchbox', { name: 'Pesquisar marcas' }), 'orv');
    expect(
      within(brands)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Orvik']);
    await user.click(within(brands).getByRole('checkbox', { name: /^Orvik/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?brands=Orvik'));
    await waitFor(() => expect(lastCall().get('brand')).toBe('Orvik'));
    const orvik = catalogue.filter((product) => product.brand === 'Orvik');
    expect(await screen.findByText(`${orvik.length} resultados`)).toBeVisible();
  });

  it('reads the page and the view from the URL, and pages on', async () => {
    const { router, user } = await openShop(`${SHOP}?view=list&page=2`);
    await waitFor(async () => expect(await shownNames()).toEqual(names(featured.slice(9, 18))));
    expect(screen.getByRole('radio', { name: 'Lista' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=list&page=3'));
    await waitFor(async () => expect(await shownNames()).toEqual(names(featured.slice(18, 27))));
    await user.click(screen.getByRole('radio', { name: 'Grade' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('says when nothing matches, with a way out', async () => {
    const { router, user } = await openShop(`${SHOP}?q=nada-disso&rating=4`);
    expect(await screen.findByText('Nenhum produto encontrado')).toBeVisible();
    expect(within(content()).getByText('Nenhum resultado')).toBeVisible();
    // The toolbar's and the empty state's: either clears.
    const clear = within(content()).getAllByRole('button', { name: 'Limpar filtros' });
    expect(clear).toHaveLength(2);
    await user.click(clear[1]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(`${catalogue.length} resultados`)).toBeVisible();
  });

  it('adds to the cart: the button becomes a link to the cart, and says so', async () => {
    const { user } = await openShop();
    const product = featured.find((item) => item.stock > 0)!;
    const card = await screen.findByRole('article', { name: product.name });
    await user.click(within(card).getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(await within(card).findByRole('link', { name: 'Ver no carrinho' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/checkout',
    );
    expect(
      await screen.findByText(`${product.name} foi adicionado ao carrinho.`),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await cartRows.all()).map((row) => [row.productId, row.qty])).toEqual([
        [product.id, 1],
      ]),
    );
  });

  it('puts a product in the wishlist and takes it out with the heart', async () => {
    const { user } = await openShop();
    const product = featured[1]!;
    const card = await screen.findByRole('article', { name: product.name });
    const heart = within(card).getByRole('button', { name: 'Adicionar à lista de desejos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    const pressed = await within(card).findByRole('button', {
      name: 'Remover da lista de desejos',
    });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect((await wishlistRows.all()).map((row) => row.productId)).toEqual([product.id]),
    );
    await user.click(pressed);
    expect(
      await within(card).findByRole('button', { name: 'Adicionar à lista de desejos' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () => expect(await wishlistRows.all()).toEqual([]));
  });
});
